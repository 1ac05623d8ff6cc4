import { useState } from "react";

import { showTimedDialog } from "@/lib/dialogs";
import type { NewsletterSignupInput } from "@shared/newsletter.ts";

type SignupState = { isPending: boolean; error: Error | null };

/**
 * Subscribes, then shows the 'Subscribed!' dialog; pending until the dialog has closed. Resolves
 * to whether it worked and never rejects: a failure is in `error`. Plain state rather than
 * TanStack Query: the footer is on every page, and the query library loads only with the
 * screens that use the API.
 * The API call and the messages are imported when used: the API client, the contract's paths
 * and the messages' zod schemas would otherwise be in every page's first bundle through the
 * footer.
 */
export function useNewsletterSignup() {
  const [state, setState] = useState<SignupState>({ isPending: false, error: null });

  const subscribe = async (input: NewsletterSignupInput): Promise<boolean> => {
    setState({ isPending: true, error: null });
    try {
      const { subscribeToNewsletter } = await import("../api/subscribe-to-newsletter");
      await subscribeToNewsletter(input);
      const { NEWSLETTER_DIALOG_MS, NEWSLETTER_MESSAGES } = await import("@shared/newsletter.ts");
      await showTimedDialog(
        "success",
        NEWSLETTER_MESSAGES.subscribedTitle,
        NEWSLETTER_MESSAGES.subscribedText,
        NEWSLETTER_DIALOG_MS,
      );
    } catch (error) {
      setState({
        isPending: false,
        error: error instanceof Error ? error : new Error(String(error)),
      });
      return false;
    }
    setState({ isPending: false, error: null });
    return true;
  };

  return { ...state, subscribe };
}
