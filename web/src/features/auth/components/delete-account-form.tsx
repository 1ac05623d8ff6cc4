import type { User } from "firebase/auth";
import { useNavigate } from "react-router-dom";
import { z } from "zod";

import { FormField } from "@/components/ui/form-field";
import { paths } from "@/config/paths";
import { useSubmitForm } from "@/hooks/use-submit-form";
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

/** An e-mail account's password signs it in again; a Google account's form has no field. */
const deleteAccountSchema = z.object({ "delete-password": z.string() });

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

  const remove = async (password: string) => {
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

  const { form, onSubmit, busy, failure, formId, invalid } = useSubmitForm({
    schema: deleteAccountSchema,
    defaultValues: { "delete-password": "" },
    submit: (values) => remove(values["delete-password"]),
    failure: (error) => ({ message: failureText(error) }),
  });
  const password = form.watch("delete-password");

  return (
    <form onSubmit={onSubmit} aria-label={TEXT.deleteHeading} className="space-y-4">
      <p className="text-sm text-slate-700">{TEXT.deleteIntro}</p>
      {hasPassword ? (
        <FormField
          formId={formId}
          label={TEXT.deletePasswordLabel}
          type="password"
          autoComplete="current-password"
          registration={form.register("delete-password")}
          invalid={invalid("delete-password")}
        />
      ) : (
        <p className="text-sm text-slate-700">{TEXT.deleteGoogleNote}</p>
      )}
      {failure !== undefined && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure.message}
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
