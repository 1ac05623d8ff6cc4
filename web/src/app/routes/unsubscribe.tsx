import { MailLinkAction } from "@/components/ui/mail-link-action";
import { useUnsubscribe } from "@/features/newsletter/hooks/use-unsubscribe";
import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

/** The newsletter mail's unsubscribe link. */
export function UnsubscribeRoute() {
  const action = useUnsubscribe();
  return (
    <MailLinkAction
      heading="Unsubscribe from the newsletter"
      intro="Unsubscribe to stop getting the Book Store newsletter at the address this link was sent to."
      button="Unsubscribe"
      tokenMissing={NEWSLETTER_MESSAGES.unsubscribeTokenMissing}
      action={action}
    />
  );
}
