import type { User } from "firebase/auth";
import { z } from "zod";

import { FormField } from "@/components/ui/form-field";
import { FormOutcome } from "@/components/ui/form-outcome";
import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { useSubmitForm, type SubmitFailure } from "@/hooks/use-submit-form";
import { ApiError } from "@/lib/api-client";
import { ACCOUNT_MESSAGES } from "@bookstore/shared/accounts/account.ts";

import { changePassword } from "../api/change-password";
import { newPasswordSchema } from "../api/new-password-schema";
import { ACCOUNT_SCREEN_MESSAGES as TEXT } from "../utils/account-messages";
import { authErrorCode, authErrorMessage } from "../utils/auth-error-message";

import { NewPasswordField } from "./new-password-field";

const changePasswordFormSchema = z.object({
  "current-password": z.string(),
  "new-password": newPasswordSchema,
});

type Field = keyof z.input<typeof changePasswordFormSchema>;

const WRONG_PASSWORD_CODES = new Set([
  "wrong-password",
  "invalid-credential",
  "invalid-login-credentials",
]);

function failure(error: unknown): SubmitFailure<Field> {
  if (error instanceof ApiError) return { message: error.message };
  const code = authErrorCode(error);
  if (WRONG_PASSWORD_CODES.has(code)) {
    return { message: TEXT.wrongCurrentPassword, field: "current-password" };
  }
  return { message: code === "unknown" ? TEXT.passwordChangeFailed : authErrorMessage(code) };
}

/**
 * The current password, then the new one. The current one re-authenticates the customer (the
 * API takes a password change only from a sign-in of the last few minutes).
 */
export function ChangePasswordForm({ user }: { user: User }) {
  const {
    form,
    onSubmit,
    busy,
    failure: failed,
    firstError,
    done,
    formId,
    invalid,
  } = useSubmitForm({
    schema: changePasswordFormSchema,
    defaultValues: { "current-password": "", "new-password": "" },
    submit: (values) => changePassword(user, values["current-password"], values["new-password"]),
    failure,
    onSuccess: () => {
      form.reset();
    },
    done: () => ACCOUNT_MESSAGES.passwordChanged,
  });

  return (
    <form onSubmit={onSubmit} aria-label="Change password" className="space-y-4">
      <FormField
        formId={formId}
        label={TEXT.currentPassword}
        type="password"
        autoComplete="current-password"
        registration={form.register("current-password")}
        invalid={invalid("current-password")}
      />
      <NewPasswordField
        formId={formId}
        registration={form.register("new-password")}
        invalid={invalid("new-password")}
      />
      <FormOutcome errorId={`${formId}-error`} done={done} failed={failed?.message ?? firstError} />
      <FormSubmitButton busy={busy}>{TEXT.changePassword}</FormSubmitButton>
    </form>
  );
}
