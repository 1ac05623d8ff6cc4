import { customerName } from "@bookstore/shared/accounts/customer-name.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";
import { collectionReadyNote } from "@bookstore/shared/orders/pre-order-lines.ts";

import { composeMail, paragraph } from "./mail-layout.ts";
import { orderSummary } from "./order-summary.ts";

/** Sent in the commit that places the order. */
export function orderConfirmationMail(order: Order, origin: string): MailMessage {
  const count = order.items.length;
  const readyNote = collectionReadyNote(order);
  return composeMail(`Your order of ${count} ${count === 1 ? "book" : "books"} is placed`, [
    paragraph(`Hello ${customerName(order.name, order.email)},`),
    paragraph(
      order.collection === undefined
        ? "Thank you for your order. You pay in cash when it is delivered; we will write again when it ships."
        : "Thank you for your order. We will write again when it is ready for collection, with the code to show at the counter, where you pay.",
    ),
    ...(readyNote === null ? [] : [paragraph(readyNote)]),
    ...orderSummary(order, origin),
  ]);
}
