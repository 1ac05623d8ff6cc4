import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { z } from "zod";

import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { paths } from "@/config/paths";
import { useSubmitForm } from "@/hooks/use-submit-form";

import { newPasswordSchema } from "../api/new-password-schema";
import { checkResetCode, resetPassword } from "../api/password-reset";
import { signInWithEmail } from "../api/sign-in";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";
import { authErrorCode, authErrorMessage } from "../utils/auth-error-message";

import { NewPasswordField } from "./new-password-field";

/** Codes of a link that cannot work again: expired, used, or never valid. */
const DEAD_LINK_CODES = new Set(["expired-action-code", "invalid-action-code", "argument-error"]);

type LinkState =
  | { kind: "checking" }
  | { kind: "ready"; email: string }
  | { kind: "dead" }
  | { kind: "unchecked" };

function stateAfter(error: unknown): LinkState {
  return DEAD_LINK_CODES.has(authErrorCode(error)) ? { kind: "dead" } : { kind: "unchecked" };
}

/** A link that cannot be used, and where to get a new one. */
function DeadLink({ text }: { text: string }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
        {text}
      </p>
      <Link
        to={paths.forgotPassword}
        className="font-medium text-blue-700 underline-offset-2 hover:underline"
      >
        {TEXT.requestNewLink}
      </Link>
    </div>
  );
}

const resetPasswordSchema = z.object({ "new-password": newPasswordSchema });

interface ResetPasswordFormProps {
  code: string;
  email: string;
  /** Told when the link turns out to be used up or expired on submit. */
  onDeadLink: () => void;
}

/** The new password, under the store's password rules; then a sign-in with it. */
function ResetPasswordForm({ code, email, onDeadLink }: ResetPasswordFormProps) {
  const completeSignIn = useCompleteSignIn();

  const reset = async (password: string) => {
    try {
      await resetPassword(code, password);
    } catch (error) {
      if (DEAD_LINK_CODES.has(authErrorCode(error))) onDeadLink();
      throw error;
    }
    completeSignIn(await signInWithEmail(email, password), paths.account);
  };

  const { form, onSubmit, busy, succeeded, failure, firstError, formId, invalid } = useSubmitForm({
    schema: resetPasswordSchema,
    defaultValues: { "new-password": "" },
    submit: (values) => reset(values["new-password"]),
    failure: (error) => ({ message: authErrorMessage(authErrorCode(error)) }),
  });
  const problem = failure?.message ?? firstError;

  return (
    <form onSubmit={onSubmit} aria-label="New password" className="space-y-4">
      <p className="text-sm text-slate-700">
        {TEXT.resetFor} <strong data-testid="reset-email">{email}</strong>
      </p>
      <NewPasswordField
        formId={formId}
        registration={form.register("new-password")}
        invalid={invalid("new-password")}
      />
      {problem !== undefined && (
        <p
          id={`${formId}-error`}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {problem}
        </p>
      )}
      {succeeded && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {TEXT.passwordReset}
        </p>
      )}
      <FormSubmitButton busy={busy || succeeded}>Set new password</FormSubmitButton>
    </form>
  );
}

/**
 * The reset link's page: checks the code, takes a new password under the store's password
 * rules, sets it, then signs the customer in with it and takes them to their account.
 */
export function ResetPassword({ code }: { code: string }) {
  const [link, setLink] = useState<LinkState>(
    code === "" ? { kind: "dead" } : { kind: "checking" },
  );

  useEffect(() => {
    if (code === "") return;
    let current = true;
    checkResetCode(code).then(
      (email) => {
        if (current) setLink({ kind: "ready", email });
      },
      (error: unknown) => {
        if (current) setLink(stateAfter(error));
      },
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (link.kind === "checking") return <p role="status">{TEXT.checkingLink}</p>;
  if (link.kind === "dead") return <DeadLink text={TEXT.linkUsedOrExpired} />;
  if (link.kind === "unchecked") return <DeadLink text={TEXT.linkCheckFailed} />;
  return (
    <ResetPasswordForm
      code={code}
      email={link.email}
      onDeadLink={() => {
        setLink({ kind: "dead" });
      }}
    />
  );
}
