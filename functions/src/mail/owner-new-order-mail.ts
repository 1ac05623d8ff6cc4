import { formatDollars } from "@bookstore/shared/core/money.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { composeMail, link, paragraph } from "./mail-layout.ts";
import { orderSummary } from "./order-summary.ts";

/** The dashboard's list of orders. */
function ordersUrl(origin: string): string {
  return `${origin}/dashboard/orders`;
}

/** The dashboard's list of orders waiting to be handled, where the new one comes first. */
export function pendingOrdersUrl(origin: string): string {
  return `${origin}/dashboard/orders?status=pending`;
}

/** Sent to the store's owner in the commit that places the order. */
export function ownerNewOrderMail(order: Order, origin: string): MailMessage {
  const count = order.items.length;
  return composeMail(
    `New order: ${count} ${count === 1 ? "book" : "books"}, ${formatDollars(order.totalPrice)}`,
    [
      paragraph(`${order.name} (${order.email}, ${order.phone}) placed order ${order._id}.`),
      ...orderSummary(order, origin, link("Handle it in the dashboard", pendingOrdersUrl(origin))),
    ],
  );
}

/**
 * What the owner's new-order mail keeps once the customer deletes their account: the order's id
 * and where its books and total still are, and none of the customer's details.
 */
export function ownerNewOrderRedactedMail(
  orderId: string,
  origin: string,
): Pick<MailMessage, "text" | "html"> {
  const { text, html } = composeMail("", [
    paragraph(
      `The customer who placed order ${orderId} has deleted their account, so their name, address, phone and e-mail were taken out of this mail. The order's books, total and status stay in the dashboard.`,
    ),
    link("Open the orders in the dashboard", ordersUrl(origin)),
  ]);
  return { text, html };
}

/**
 * The fields that redact a stored new-order notice: its text and HTML parts, and when. Its
 * subject (the books' count and the total) stays as it was sent.
 */
export function redactedOwnerMailFields<TTimestamp>(
  orderId: string,
  origin: string,
  at: TTimestamp,
): { "message.text": string; "message.html": string; orderId: string; redactedAt: TTimestamp } {
  const { text, html } = ownerNewOrderRedactedMail(orderId, origin);
  return { "message.text": text, "message.html": html, orderId, redactedAt: at };
}
