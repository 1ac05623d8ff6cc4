import type { SyntheticEvent } from "react";

import { useSubmitForm } from "@/hooks/use-submit-form";
import { apiRequest } from "@/lib/api-client";
import { showTimedDialog } from "@/lib/dialogs";
import * as API from "@bookstore/shared/newsletter/newsletter-api.ts";
import {
  NEWSLETTER_DIALOG_MS,
  NEWSLETTER_MESSAGES,
  newsletterSignupSchema,
} from "@bookstore/shared/newsletter/newsletter.ts";

import { NewsletterFormLayout } from "./newsletter-form-layout";

/**
 * Subscribes the address (checked with the API's schema; the browser's e-mail check comes
 * first), then shows the 'Subscribed!' dialog and clears the box once it has closed.
 */
export function NewsletterSignupForm() {
  const { form, onSubmit, busy, failure, firstError } = useSubmitForm({
    schema: newsletterSignupSchema,
    defaultValues: { email: "" },
    submit: (input) => apiRequest(API.subscribe, { body: input }),
    failure: (error) => ({ message: error instanceof Error ? error.message : String(error) }),
    // The button stays disabled until the dialog has closed.
    onSuccess: async () => {
      await showTimedDialog(
        "success",
        NEWSLETTER_MESSAGES.subscribedTitle,
        NEWSLETTER_MESSAGES.subscribedText,
        NEWSLETTER_DIALOG_MS,
      );
      form.reset();
    },
  });

  // A blank box sends nothing and says nothing.
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    if (form.getValues("email").trim() === "") event.preventDefault();
    else onSubmit(event);
  };

  return (
    <NewsletterFormLayout
      input={form.register("email")}
      onSubmit={submit}
      busy={busy}
      failed={failure?.message ?? firstError}
    />
  );
}
