import { useMutation } from "@tanstack/react-query";

import { MailLinkAction } from "@/components/ui/mail-link-action";
import { apiMutationOptions } from "@/lib/api-mutation";
import * as API from "@bookstore/shared/newsletter/newsletter-api.ts";
import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

/** The newsletter mail's unsubscribe link. */
export function UnsubscribeRoute() {
  const action = useMutation(
    apiMutationOptions(API.unsubscribe, (body: { token: string }) => ({ body })),
  );
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
