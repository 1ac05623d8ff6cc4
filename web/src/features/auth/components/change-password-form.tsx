import type { User } from "firebase/auth";
import { useId, useState, type SyntheticEvent } from "react";

import { FormField } from "@/components/ui/form-field";
import { FormOutcome } from "@/components/ui/form-outcome";
import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { ApiError } from "@/lib/api-client";
import { ACCOUNT_MESSAGES } from "@shared/account.ts";

import { changePassword } from "../api/change-password";
import { passwordWeakness } from "../api/describe-weak-password";
import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";
import { authErrorCode, authErrorMessage } from "../utils/auth-error-message";

type Field = "current" | "next";
type Outcome = { kind: "changed" } | { kind: "failed"; text: string; field?: Field };

const WRONG_PASSWORD_CODES = new Set([
  "wrong-password",
  "invalid-credential",
  "invalid-login-credentials",
]);

function failure(error: unknown): Outcome {
  if (error instanceof ApiError) return { kind: "failed", text: error.message };
  const code = authErrorCode(error);
  if (WRONG_PASSWORD_CODES.has(code)) {
    return { kind: "failed", text: TEXT.wrongCurrentPassword, field: "current" };
  }
  return {
    kind: "failed",
    text: code === "unknown" ? TEXT.passwordChangeFailed : authErrorMessage(code),
  };
}

/**
 * The current password, then the new one. The current one re-authenticates the customer (the
 * API takes a password change only from a sign-in of the last few minutes).
 */
export function ChangePasswordForm({ user }: { user: User }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const id = useId();

  const change = async (): Promise<Outcome> => {
    const weakness = await passwordWeakness(next);
    if (weakness !== undefined) return { kind: "failed", text: weakness, field: "next" };
    await changePassword(user, current, next);
    return { kind: "changed" };
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setOutcome(undefined);
    change()
      .then(
        (result) => {
          setOutcome(result);
          if (result.kind === "changed") {
            setCurrent("");
            setNext("");
          }
        },
        (error: unknown) => {
          setOutcome(failure(error));
        },
      )
      .finally(() => {
        setBusy(false);
      });
  };

  const invalid = (field: Field) =>
    outcome?.kind === "failed" && (outcome.field === undefined || outcome.field === field);

  return (
    <form onSubmit={submit} aria-label="Change password" className="space-y-4">
      <FormField
        formId={id}
        name="current-password"
        label={TEXT.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onValueChange={setCurrent}
        invalid={invalid("current")}
      />
      <FormField
        formId={id}
        name="new-password"
        label={TEXT.newPassword}
        type="password"
        autoComplete="new-password"
        value={next}
        onValueChange={setNext}
        invalid={invalid("next")}
      />
      <FormOutcome
        errorId={`${id}-error`}
        done={outcome?.kind === "changed" ? ACCOUNT_MESSAGES.passwordChanged : undefined}
        failed={outcome?.kind === "failed" ? outcome.text : undefined}
      />
      <FormSubmitButton busy={busy}>{TEXT.changePassword}</FormSubmitButton>
    </form>
  );
}
