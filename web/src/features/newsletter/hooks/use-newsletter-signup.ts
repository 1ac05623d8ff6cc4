import { useMutation } from "@tanstack/react-query";

import { showTimedDialog } from "@/lib/dialogs";
import { NEWSLETTER_DIALOG_MS, NEWSLETTER_MESSAGES } from "@shared/newsletter.ts";

import { subscribeToNewsletter } from "../api/subscribe-to-newsletter";

/** Subscribes, then shows the 'Subscribed!' dialog; the mutation settles once the dialog has closed. */
export function useNewsletterSignup() {
  return useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () =>
      showTimedDialog(
        "success",
        NEWSLETTER_MESSAGES.subscribedTitle,
        NEWSLETTER_MESSAGES.subscribedText,
        NEWSLETTER_DIALOG_MS,
      ),
  });
}
