import { customerName } from "@bookstore/shared/accounts/customer-name.ts";
import { formatDate } from "@bookstore/shared/format/date.ts";
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

/** What only some changes tell: a new collection code and its last day, or an uncollected end. */
export interface StatusMailDetails {
  /** The code of an order made ready for collection, which no other place keeps. */
  collectionCode?: string;
  /** The last day an order ready for collection waits at the counter. */
  collectBy?: Date;
  /** The cancel of an order ready for collection that nobody collected in time. */
  notCollected?: boolean;
}

/** What the customer needs at the counter: where, until when, the code and the money. */
function readyNews(order: Order, code: string, collectBy: Date | undefined): string[] {
  const point = order.collection;
  const where = point === undefined ? "" : ` at ${point.name}, ${point.address}`;
  const until = collectBy === undefined ? "" : ` Please collect it by ${formatDate(collectBy)}.`;
  return [
    `Your order is ready for collection${where}.${until}`,
    `Your collection code is ${code}. Show it at the counter, and pay there in cash.`,
  ];
}

const NOT_COLLECTED = {
  subject: "Your order is cancelled: it was not collected",
  news: "Your order was not collected in time, so it is cancelled and its books are back on the shelf; nothing is owed. You are welcome to order again.",
};

/** The mail telling the customer their order moved to `to`, or null when they are not told. */
export function orderStatusMail(
  order: Order,
  to: OrderStatus,
  origin: string,
  details: StatusMailDetails = {},
): MailMessage | null {
  const greeting = paragraph(`Hello ${customerName(order.name, order.email)},`);
  const code = details.collectionCode;
  if (to === "ready-for-collection" && code !== undefined) {
    return composeMail("Your order is ready for collection", [
      greeting,
      ...readyNews(order, code, details.collectBy).map(paragraph),
      ...orderSummary(order, origin),
    ]);
  }
  const told = to === "cancelled" && details.notCollected === true ? NOT_COLLECTED : TOLD[to];
  if (told === undefined) return null;
  return composeMail(told.subject, [
    greeting,
    paragraph(told.news),
    ...orderSummary(order, origin),
  ]);
}
