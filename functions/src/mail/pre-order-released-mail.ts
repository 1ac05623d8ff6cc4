import { customerName } from "@bookstore/shared/accounts/customer-name.ts";
import { COLLECTION_WORDING } from "@bookstore/shared/collection/collection-wording.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import type { Order, OrderItem } from "@bookstore/shared/orders/order.ts";

import { composeMail, paragraph } from "./mail-layout.ts";
import { collectionReadyBlocks, orderSummary } from "./order-summary.ts";

/**
 * The one mail telling a customer that books they pre-ordered are out. A delivery ships them
 * now; an order to collect waits at the counter until it is made ready (and, while another book
 * waits, until that one is out).
 */
export function preOrderReleasedMail(
  order: Order,
  released: readonly Pick<OrderItem, "title">[],
  origin: string,
): MailMessage {
  const out = `${released.map((item) => item.title).join(", ")} ${released.length === 1 ? "is" : "are"} out`;
  const hello = paragraph(`Hello ${customerName(order.name, order.email)},`);
  if (order.collection === undefined) {
    return composeMail("Your pre-order is now shipping", [
      hello,
      paragraph(
        `${out}, and now shipping to you. Please have the cash ready when your parcel arrives.`,
      ),
      ...orderSummary(order, origin),
    ]);
  }
  return composeMail("Your pre-order is out", [
    hello,
    paragraph(`${out}. ${COLLECTION_WORDING.writeWhenReady("your order")}`),
    ...collectionReadyBlocks(order),
    ...orderSummary(order, origin),
  ]);
}
