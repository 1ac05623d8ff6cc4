import { useId, useState, type SyntheticEvent } from "react";

import { FormField } from "@/components/ui/form-field";
import { FormOutcome } from "@/components/ui/form-outcome";
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
      <FormOutcome
        errorId={`${id}-error`}
        done={outcome?.kind === "sent" ? TEXT.resetLinkSent : undefined}
        failed={outcome?.kind === "failed" ? outcome.text : undefined}
      />
      <FormSubmitButton busy={busy}>Send reset link</FormSubmitButton>
    </form>
  );
}
