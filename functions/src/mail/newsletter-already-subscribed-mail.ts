import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

import { composeMail, link, paragraph } from "./mail-layout.ts";
import { newsletterUnsubscribeHeaders, unsubscribePageUrl } from "./newsletter-welcome-mail.ts";

/**
 * Sent when a sign-up names an address already on the list: the form answers the same as for a
 * new address, so only the address's owner learns that it was subscribed.
 */
export function newsletterAlreadySubscribedMail(origin: string, token: string): MailMessage {
  return composeMail(
    NEWSLETTER_MESSAGES.alreadySubscribedSubject,
    [
      paragraph("Hello,"),
      paragraph(
        "Someone, perhaps you, asked to subscribe this address to our newsletter. It is subscribed already, so nothing has changed.",
      ),
      paragraph("Would you rather not get it? One click is enough:"),
      link("Unsubscribe", unsubscribePageUrl(origin, token)),
    ],
    newsletterUnsubscribeHeaders(origin, token),
  );
}
