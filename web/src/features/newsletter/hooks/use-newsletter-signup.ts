import { useMutation } from "@tanstack/react-query";

import { showTimedDialog } from "@/lib/dialogs";

import { subscribeToNewsletter } from "../api/subscribe-to-newsletter";

/**
 * Subscribes, then shows the 'Subscribed!' dialog; the mutation settles once the dialog has closed.
 * The messages are imported on success: their module also holds the shared zod schemas, which
 * would otherwise put zod (~24 KB gzip) in every page's first bundle through the footer.
 */
export function useNewsletterSignup() {
  return useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: async () => {
      const { NEWSLETTER_DIALOG_MS, NEWSLETTER_MESSAGES } = await import("@shared/newsletter.ts");
      await showTimedDialog(
        "success",
        NEWSLETTER_MESSAGES.subscribedTitle,
        NEWSLETTER_MESSAGES.subscribedText,
        NEWSLETTER_DIALOG_MS,
      );
    },
  });
}
