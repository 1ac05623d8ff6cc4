import { customerName } from "@bookstore/shared/accounts/customer-name.ts";
import { COLLECTION_WORDING } from "@bookstore/shared/collection/collection-wording.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { composeMail, paragraph } from "./mail-layout.ts";
import { collectionReadyBlocks, orderSummary } from "./order-summary.ts";

/** Sent in the commit that places the order. */
export function orderConfirmationMail(order: Order, origin: string): MailMessage {
  const count = order.items.length;
  return composeMail(`Your order of ${count} ${count === 1 ? "book" : "books"} is placed`, [
    paragraph(`Hello ${customerName(order.name, order.email)},`),
    paragraph(
      order.collection === undefined
        ? "Thank you for your order. You pay in cash when it is delivered; we will write again when it ships."
        : `Thank you for your order. ${COLLECTION_WORDING.writeWhenReady("it")}`,
    ),
    ...collectionReadyBlocks(order),
    ...orderSummary(order, origin),
  ]);
}
