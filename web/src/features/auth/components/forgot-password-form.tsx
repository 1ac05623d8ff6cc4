import { useId, useState, type SyntheticEvent } from "react";

import { FormField } from "@/components/ui/form-field";
import { FormSubmitButton } from "@/components/ui/form-submit-button";

import { requestPasswordReset } from "../api/password-reset";
import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";
import { authErrorCode, authErrorMessage } from "../utils/auth-error-message";

type Outcome = { kind: "sent" } | { kind: "failed"; text: string };

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
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const id = useId();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(undefined);
    requestPasswordReset(email.trim())
      .then(
        () => {
          setOutcome({ kind: "sent" });
        },
        (error: unknown) => {
          setOutcome({ kind: "failed", text: failureText(error) });
        },
      )
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <form onSubmit={submit} aria-label="Reset password" className="space-y-4">
      <p className="text-sm text-slate-700">{TEXT.forgotIntro}</p>
      <FormField
        formId={id}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Email Address"
        value={email}
        onValueChange={setEmail}
        invalid={outcome?.kind === "failed"}
      />
      {outcome?.kind === "sent" && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {TEXT.resetLinkSent}
        </p>
      )}
      {outcome?.kind === "failed" && (
        <p
          id={`${id}-error`}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {outcome.text}
        </p>
      )}
      <FormSubmitButton busy={busy}>Send reset link</FormSubmitButton>
    </form>
  );
}
