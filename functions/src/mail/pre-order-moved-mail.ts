import { customerName } from "@bookstore/shared/accounts/customer-name.ts";
import { formatDay } from "@bookstore/shared/format/date.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";
import { PRE_ORDER_CANCEL_MESSAGES as TEXT } from "@bookstore/shared/orders/pre-order-cancel.ts";
import { PRIVATE_PATHS } from "@bookstore/shared/site/site-routes.ts";

import { composeMail, link, paragraph } from "./mail-layout.ts";
import { orderSummary } from "./order-summary.ts";

/** The page where one click cancels the order the token names. */
export function cancelPreOrderPageUrl(origin: string, token: string): string {
  return `${origin}${PRIVATE_PATHS.cancelPreOrder}?token=${encodeURIComponent(token)}`;
}

/**
 * The one mail a customer gets when the publication day of a book they pre-ordered moves: the
 * new day, and, while the order can still be cancelled, the link that cancels it.
 */
export function preOrderMovedMail(
  order: Order,
  book: { title: string; publishesOn: string },
  origin: string,
  cancelToken: string | null,
): MailMessage {
  return composeMail(TEXT.mailSubject, [
    paragraph(`Hello ${customerName(order.name, order.email)},`),
    paragraph(
      `“${book.title}” now publishes on ${formatDay(book.publishesOn)}. Your pre-order stays as it is, and the book ships to you when it is out.`,
    ),
    ...(cancelToken === null
      ? []
      : [
          paragraph("If that is too late for you, one click cancels the order:"),
          link(TEXT.button, cancelPreOrderPageUrl(origin, cancelToken)),
        ]),
    ...orderSummary(order, origin),
  ]);
}
