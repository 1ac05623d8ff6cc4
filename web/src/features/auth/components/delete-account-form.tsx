import type { User } from "firebase/auth";
import { useId, useState, type SyntheticEvent } from "react";
import { useNavigate } from "react-router-dom";

import { FormField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { confirmDialog, showDialog } from "@/lib/dialogs";

import { deleteAccount } from "../api/delete-account";
import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";
import { authErrorCode } from "../utils/auth-error-message";

const WRONG_PASSWORD_CODES = new Set([
  "wrong-password",
  "invalid-credential",
  "invalid-login-credentials",
]);

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) {
    return error.message;
  }
  return WRONG_PASSWORD_CODES.has(authErrorCode(error)) ? TEXT.wrongPassword : TEXT.deleteFailed;
}

/**
 * Deletes the account after a clear confirmation. An e-mail account types its password, which
 * signs it in again (the API needs a sign-in of the last few minutes); a Google account is told
 * to sign in again when its sign-in is older.
 */
export function DeleteAccountForm({ user }: { user: User }) {
  const hasPassword = user.providerData.some(({ providerId }) => providerId === "password");
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const id = useId();

  const remove = async () => {
    const confirmed = await confirmDialog({
      icon: "warning",
      title: TEXT.deleteConfirmTitle,
      text: TEXT.deleteConfirmText,
      confirmButtonText: TEXT.deleteConfirmButton,
      cancelButtonText: TEXT.deleteCancelButton,
    });
    if (!confirmed) return;
    const notice = await deleteAccount(user, hasPassword ? password : null);
    await navigate(paths.home, { replace: true });
    await showDialog(
      "success",
      TEXT.deletedTitle,
      notice === null ? TEXT.deletedText : `${TEXT.deletedText} ${notice}`,
    );
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    remove()
      .catch((error: unknown) => {
        setFailure(failureText(error));
      })
      .finally(() => {
        setBusy(false);
      });
  };

  return (
    <form onSubmit={submit} aria-label={TEXT.deleteHeading} className="space-y-4">
      <p className="text-sm text-slate-700">{TEXT.deleteIntro}</p>
      {hasPassword ? (
        <FormField
          formId={id}
          name="delete-password"
          label={TEXT.deletePasswordLabel}
          type="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          invalid={failure !== undefined}
        />
      ) : (
        <p className="text-sm text-slate-700">{TEXT.deleteGoogleNote}</p>
      )}
      {failure !== undefined && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={busy || (hasPassword && password === "")}
        className="rounded-md bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {TEXT.deleteAccount}
      </button>
    </form>
  );
}
