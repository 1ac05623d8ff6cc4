import { customerName } from "@bookstore/shared/accounts/customer-name.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import type { Order, OrderStatus } from "@bookstore/shared/orders/order.ts";

import { composeMail, paragraph } from "./mail-layout.ts";
import { orderSummary } from "./order-summary.ts";

/** The changes a customer is told of; "processing" is the store's own business. */
const TOLD: Partial<Record<OrderStatus, { subject: string; news: string }>> = {
  // Reached from shipping only: the books that are out went ahead of the forthcoming ones.
  "awaiting-publication": {
    subject: "Part of your order has shipped",
    news: "The books that are out are on their way; please have the cash for them ready when they arrive. The others follow on their publication day.",
  },
  shipped: {
    subject: "Your order has shipped",
    news: "Your order is on its way. Please have the cash ready when it arrives.",
  },
  delivered: {
    subject: "Your order was delivered",
    news: "Your order was delivered. We hope you enjoy your books.",
  },
  collected: {
    subject: "Thank you for collecting your order",
    news: "You collected your order at the counter. We hope you enjoy your books.",
  },
  cancelled: {
    subject: "Your order is cancelled",
    news: "Your order is cancelled; nothing is owed. If you did not ask for this, please contact us.",
  },
};

/** What the customer needs at the counter: where, when, the code and the money. */
function readyNews(order: Order, code: string): string[] {
  const point = order.collection;
  const where = point === undefined ? "" : ` at ${point.name}, ${point.address}`;
  return [
    `Your order is ready for collection${where}.`,
    `Your collection code is ${code}. Show it at the counter, and pay there in cash.`,
  ];
}

/**
 * The mail telling the customer their order moved to `to`, or null when they are not told. An
 * order made ready for collection carries its new code, which no other place keeps.
 */
export function orderStatusMail(
  order: Order,
  to: OrderStatus,
  origin: string,
  collectionCode?: string,
): MailMessage | null {
  if (to === "ready-for-collection" && collectionCode !== undefined) {
    return composeMail("Your order is ready for collection", [
      paragraph(`Hello ${customerName(order.name, order.email)},`),
      ...readyNews(order, collectionCode).map(paragraph),
      ...orderSummary(order, origin),
    ]);
  }
  const told = TOLD[to];
  if (told === undefined) return null;
  return composeMail(told.subject, [
    paragraph(`Hello ${customerName(order.name, order.email)},`),
    paragraph(told.news),
    ...orderSummary(order, origin),
  ]);
}
