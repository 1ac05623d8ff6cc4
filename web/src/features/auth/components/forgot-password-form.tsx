import { z } from "zod";

import { EmailField } from "@/components/ui/form-field";
import { FormOutcome } from "@/components/ui/form-outcome";
import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { useSubmitForm } from "@/hooks/use-submit-form";

import { requestPasswordReset } from "../api/password-reset";
import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";
import { authErrorCode, authErrorMessage } from "../utils/auth-error-message";

const forgotPasswordSchema = z.object({ email: z.string().trim() });

/** A failure that says something about the address itself, not whether it has an account. */
function failureText(error: unknown): string {
  const code = authErrorCode(error);
  return code === "invalid-email" || code === "missing-email"
    ? authErrorMessage("invalid-email")
    : TEXT.resetRequestFailed;
}

/**
 * Asks for a reset link. Every address gets the same answer, so the page does not tell anyone
 * which addresses have accounts.
 */
export function ForgotPasswordForm() {
  const { form, onSubmit, busy, failure, done, formId, invalid } = useSubmitForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: "" },
    submit: ({ email }) => requestPasswordReset(email),
    failure: (error) => ({ message: failureText(error) }),
    done: () => TEXT.resetLinkSent,
  });

  return (
    <form onSubmit={onSubmit} aria-label="Reset password" className="space-y-4">
      <p className="text-sm text-slate-700">{TEXT.forgotIntro}</p>
      <EmailField
        formId={formId}
        registration={form.register("email")}
        invalid={invalid("email")}
      />
      <FormOutcome errorId={`${formId}-error`} done={done} failed={failure?.message} />
      <FormSubmitButton busy={busy}>Send reset link</FormSubmitButton>
    </form>
  );
}
