import type { MailMessage } from "../shared/mail.ts";
import type { Order } from "../shared/order.ts";

import { composeMail, link, paragraph } from "./mail-layout.ts";
import { orderSummary } from "./order-summary.ts";

/** The dashboard's list of orders waiting to be handled, where the new one comes first. */
export function pendingOrdersUrl(origin: string): string {
  return `${origin}/dashboard/orders?status=pending`;
}

/** Sent to the store's owner in the commit that places the order. */
export function ownerNewOrderMail(order: Order, origin: string): MailMessage {
  const count = order.items.length;
  return composeMail(
    `New order: ${count} ${count === 1 ? "book" : "books"}, $${order.totalPrice}`,
    [
      paragraph(`${order.name} (${order.email}, ${order.phone}) placed order ${order._id}.`),
      ...orderSummary(order, origin, link("Handle it in the dashboard", pendingOrdersUrl(origin))),
    ],
  );
}
