import * as API from "@bookstore/shared/library/stock-alerts-api.ts";
import { STOCK_ALERT_MESSAGES } from "@bookstore/shared/library/stock-alerts.ts";
import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import { ONE_CLICK_UNSUBSCRIBE_BODY } from "@bookstore/shared/newsletter/newsletter.ts";
import { PRIVATE_PATHS, BOOK_PATH_PREFIX } from "@bookstore/shared/site/site-routes.ts";

import { composeMail, link, paragraph } from "./mail-layout.ts";

export interface RestockedBook {
  id: string;
  title: string;
}

/** The book's page. */
export function bookPageUrl(origin: string, bookId: string): string {
  return `${origin}${BOOK_PATH_PREFIX}${encodeURIComponent(bookId)}`;
}

/** The stop page, where the customer ends every alert they still have with one click. */
export function stopStockAlertsPageUrl(origin: string, token: string): string {
  return `${origin}${PRIVATE_PATHS.stopStockAlerts}?token=${encodeURIComponent(token)}`;
}

/** The address mail clients POST to for a one-click stop (RFC 8058). */
export function oneClickStopUrl(origin: string, token: string): string {
  return `${origin}${API.stopStockAlerts.path}?token=${encodeURIComponent(token)}`;
}

/** What an alert waited for: copies again, or a forthcoming book's publication day. */
export type AlertReason = "restocked" | "published";

const NEWS = {
  restocked: {
    subjectPrefix: STOCK_ALERT_MESSAGES.mailSubjectPrefix,
    news: (title: string) =>
      `Good news: “${title}” is back in stock. Copies go fast, so here is the book's page:`,
  },
  published: {
    subjectPrefix: STOCK_ALERT_MESSAGES.outMailSubjectPrefix,
    news: (title: string) => `Good news: “${title}” is out today. Here is the book's page:`,
  },
} as const;

/**
 * Sent once per alert, in the commit that ends it: when the book's stock goes from 0 to more, or
 * on a forthcoming book's publication day.
 */
export function backInStockMail(
  book: RestockedBook,
  origin: string,
  stopToken: string,
  reason: AlertReason = "restocked",
): MailMessage {
  const { subjectPrefix, news } = NEWS[reason];
  return composeMail(
    `${subjectPrefix} ${book.title}`,
    [
      paragraph("Hello,"),
      paragraph(news(book.title)),
      link(book.title, bookPageUrl(origin, book.id)),
      paragraph(
        "This was your alert for this book, so it has ended. Want no more back-in-stock mail? One click ends every alert you still have:",
      ),
      link("Stop back-in-stock mail", stopStockAlertsPageUrl(origin, stopToken)),
    ],
    {
      "List-Unsubscribe": `<${oneClickStopUrl(origin, stopToken)}>`,
      "List-Unsubscribe-Post": ONE_CLICK_UNSUBSCRIBE_BODY,
    },
  );
}
