import { customerName } from "@bookstore/shared/accounts/customer-name.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import type { Order, OrderItem } from "@bookstore/shared/orders/order.ts";
import { collectionReadyNote } from "@bookstore/shared/orders/pre-order-lines.ts";

import { composeMail, paragraph, type MailBlock } from "./mail-layout.ts";
import { orderSummary } from "./order-summary.ts";

/**
 * What the released books mean for the order: a delivery ships them now; an order to collect
 * waits at the counter until it is made ready (and, while another book waits, until that one).
 */
function releaseNews(order: Order, titles: string, count: number): MailBlock[] {
  const out = `${titles} ${count === 1 ? "is" : "are"} out`;
  if (order.collection === undefined) {
    return [
      paragraph(
        `${out}, and now shipping to you. Please have the cash ready when your parcel arrives.`,
      ),
    ];
  }
  const readyNote = collectionReadyNote(order);
  return [
    paragraph(
      `${out}. We will write again when your order is ready for collection, with the code to show at the counter, where you pay.`,
    ),
    ...(readyNote === null ? [] : [paragraph(readyNote)]),
  ];
}

/** The one mail telling a customer that books they pre-ordered are out. */
export function preOrderReleasedMail(
  order: Order,
  released: readonly Pick<OrderItem, "title">[],
  origin: string,
): MailMessage {
  const titles = released.map((item) => item.title).join(", ");
  const subject =
    order.collection === undefined ? "Your pre-order is now shipping" : "Your pre-order is out";
  return composeMail(subject, [
    paragraph(`Hello ${customerName(order.name, order.email)},`),
    ...releaseNews(order, titles, released.length),
    ...orderSummary(order, origin),
  ]);
}
