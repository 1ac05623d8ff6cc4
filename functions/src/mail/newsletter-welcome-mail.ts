import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

import { composeMail, link, paragraph } from "./mail-layout.ts";

/** The unsubscribe page, where a reader confirms with one click. */
export function unsubscribePageUrl(origin: string, token: string): string {
  return `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The address mail clients POST to for a one-click unsubscribe (RFC 8058). */
export function oneClickUnsubscribeUrl(origin: string, token: string): string {
  return `${origin}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** RFC 8058 one-click headers: a mail client's own "Unsubscribe" button works too. */
export function newsletterUnsubscribeHeaders(
  origin: string,
  token: string,
): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUnsubscribeUrl(origin, token)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Sent in the commit that subscribes the address. */
export function newsletterWelcomeMail(origin: string, token: string): MailMessage {
  return composeMail(
    NEWSLETTER_MESSAGES.welcomeSubject,
    [
      paragraph("Hello,"),
      paragraph(
        "Thank you for subscribing. We will write when new books arrive and when there is a sale.",
      ),
      paragraph("Did not mean to subscribe, or changed your mind? One click is enough:"),
      link("Unsubscribe", unsubscribePageUrl(origin, token)),
    ],
    newsletterUnsubscribeHeaders(origin, token),
  );
}
