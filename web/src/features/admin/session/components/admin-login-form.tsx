import { FormField, PasswordField } from "@/components/ui/form-field";
import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { useSubmitForm } from "@/hooks/use-submit-form";
import { ApiError } from "@/lib/api-client";
import { showTimedDialog } from "@/lib/dialogs";
import { adminLoginSchema } from "@bookstore/shared/dashboard/admin-requests.ts";

import { ADMIN_DIALOG_MS, ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { signInAsAdmin } from "../api/admin-auth";

/** What the form says when the API refuses: one line for bad credentials, else the API's words. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 400) return ADMIN_TEXT.invalidCredentials;
    if (error.status === 429) return error.message;
  }
  return ADMIN_TEXT.loginFailed;
}

/**
 * Username and password (both required), checked with the API's schema: what it refuses gets the
 * same line as wrong credentials. The API answers a custom token with the `admin` claim; once
 * signed in with it the route moves on to /dashboard.
 */
export function AdminLoginForm() {
  const { form, onSubmit, busy, succeeded, failure, firstError, formId, invalid } = useSubmitForm({
    schema: adminLoginSchema,
    defaultValues: { username: "", password: "" },
    submit: signInAsAdmin,
    failure: (error) => {
      if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500) {
        console.error("Admin login failed", error);
      }
      return { message: failureMessage(error) };
    },
    onSuccess: () => {
      void showTimedDialog(
        "success",
        ADMIN_TEXT.loginSuccessful,
        undefined,
        ADMIN_DIALOG_MS.success,
      );
    },
  });
  const message =
    failure?.message ?? (firstError === undefined ? undefined : ADMIN_TEXT.invalidCredentials);
  const errorId = `${formId}-error`;
  // A refused field marks both, as a refusal by the API does.
  const invalidField = (field: "username" | "password") => invalid(field) || message !== undefined;

  return (
    <form onSubmit={onSubmit} aria-label="Admin Login" className="space-y-4">
      <FormField
        formId={formId}
        label="Username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="username"
        registration={form.register("username")}
        invalid={invalidField("username")}
      />
      <PasswordField
        formId={formId}
        autoComplete="current-password"
        registration={form.register("password")}
        invalid={invalidField("password")}
      />
      {message !== undefined && (
        <p
          id={errorId}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {message}
        </p>
      )}
      <FormSubmitButton busy={busy || succeeded}>Login</FormSubmitButton>
    </form>
  );
}
