import { useEffect, useId, useState, type SyntheticEvent } from "react";
import { Link } from "react-router-dom";

import { FormField } from "@/components/ui/form-field";
import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { paths } from "@/config/paths";

import { passwordWeakness } from "../api/describe-weak-password";
import { checkResetCode, resetPassword } from "../api/password-reset";
import { signInWithEmail } from "../api/sign-in";
import { useCompleteSignIn } from "../hooks/use-complete-sign-in";
import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";
import { authErrorCode, authErrorMessage } from "../utils/auth-error-message";

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

/**
 * The reset link's page: checks the code, takes a new password under the store's password
 * rules, sets it, then signs the customer in with it and takes them to their account.
 */
export function ResetPassword({ code }: { code: string }) {
  const [link, setLink] = useState<LinkState>(
    code === "" ? { kind: "dead" } : { kind: "checking" },
  );
  const [password, setPassword] = useState("");
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const completeSignIn = useCompleteSignIn();
  const id = useId();

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
  const { email } = link;

  const reset = async () => {
    const weakness = await passwordWeakness(password);
    if (weakness !== undefined) {
      setProblem(weakness);
      return;
    }
    try {
      await resetPassword(code, password);
    } catch (error) {
      const errorCode = authErrorCode(error);
      if (DEAD_LINK_CODES.has(errorCode)) setLink({ kind: "dead" });
      else setProblem(authErrorMessage(errorCode));
      return;
    }
    setDone(true);
    completeSignIn(await signInWithEmail(email, password), paths.account);
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || done) return;
    setBusy(true);
    setProblem(undefined);
    reset()
      .catch((error: unknown) => {
        setProblem(authErrorMessage(authErrorCode(error)));
      })
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <form onSubmit={submit} aria-label="New password" className="space-y-4">
      <p className="text-sm text-slate-700">
        {TEXT.resetFor} <strong data-testid="reset-email">{email}</strong>
      </p>
      <FormField
        formId={id}
        name="new-password"
        label={TEXT.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        invalid={problem !== undefined}
      />
      {problem !== undefined && (
        <p
          id={`${id}-error`}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {problem}
        </p>
      )}
      {done && (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {TEXT.passwordReset}
        </p>
      )}
      <FormSubmitButton busy={busy || done}>Set new password</FormSubmitButton>
    </form>
  );
}
