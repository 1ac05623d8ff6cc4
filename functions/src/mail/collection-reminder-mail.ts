import { customerName } from "@bookstore/shared/accounts/customer-name.ts";
import { formatDate } from "@bookstore/shared/format/date.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { composeMail, paragraph } from "./mail-layout.ts";
import { orderSummary } from "./order-summary.ts";

/**
 * The one reminder of an order waiting at the counter, a day before its hold ends. The code is
 * not in it: the store keeps only its digest, so the reminder points at the mail that carried it.
 */
export function collectionReminderMail(
  order: Order,
  ready: Date,
  collectBy: Date,
  origin: string,
): MailMessage {
  const point = order.collection;
  const where =
    point === undefined
      ? ""
      : ` at ${point.name}, ${point.address} (opening hours: ${point.hours})`;
  return composeMail("Your order is waiting for you", [
    paragraph(`Hello ${customerName(order.name, order.email)},`),
    paragraph(`Your order is ready for collection${where} until ${formatDate(collectBy)}.`),
    paragraph(
      `Please bring the collection code from our mail of ${formatDate(ready)}, and pay at the counter. If the order is not collected by then, it is cancelled and its books go back on the shelf.`,
    ),
    ...orderSummary(order, origin),
  ]);
}
