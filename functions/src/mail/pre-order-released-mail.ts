import { customerName } from "@bookstore/shared/accounts/customer-name.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import type { Order, OrderItem } from "@bookstore/shared/orders/order.ts";

import { composeMail, paragraph } from "./mail-layout.ts";
import { orderSummary } from "./order-summary.ts";

/** The one mail telling a customer that books they pre-ordered are out and now ship. */
export function preOrderReleasedMail(
  order: Order,
  released: readonly Pick<OrderItem, "title">[],
  origin: string,
): MailMessage {
  const titles = released.map((item) => item.title).join(", ");
  return composeMail("Your pre-order is now shipping", [
    paragraph(`Hello ${customerName(order.name, order.email)},`),
    paragraph(
      `${titles} ${released.length === 1 ? "is" : "are"} out, and now shipping to you. Please have the cash ready when your parcel arrives.`,
    ),
    ...orderSummary(order, origin),
  ]);
}
