import { useId, useState, type SyntheticEvent } from "react";

import { FormField, PasswordField } from "@/components/ui/form-field";
import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { ApiError } from "@/lib/api-client";
import { showTimedDialog } from "@/lib/dialogs";

import { signInAsAdmin } from "../api/admin-auth";
import { ADMIN_DIALOG_MS, ADMIN_TEXT } from "../utils/admin-messages";

/** What the form says when the API refuses: one line for bad credentials, else the API's words. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401 || error.status === 400) return ADMIN_TEXT.invalidCredentials;
    if (error.status === 429) return error.message;
  }
  return ADMIN_TEXT.loginFailed;
}

/**
 * Username and password (both required). The API answers a custom token with the `admin` claim;
 * once signed in with it the route moves on to /dashboard.
 */
export function AdminLoginForm() {
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    signInAsAdmin({ username: username.trim(), password }).then(
      () => {
        void showTimedDialog(
          "success",
          ADMIN_TEXT.loginSuccessful,
          undefined,
          ADMIN_DIALOG_MS.success,
        );
      },
      (error: unknown) => {
        if (!(error instanceof ApiError) || error.status === undefined || error.status >= 500) {
          console.error("Admin login failed", error);
        }
        setFailure(failureMessage(error));
        setBusy(false);
      },
    );
  };

  const invalid = failure !== undefined;

  return (
    <form onSubmit={submit} aria-label="Admin Login" className="space-y-4">
      <FormField
        formId={id}
        name="username"
        label="Username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="username"
        value={username}
        onValueChange={setUsername}
        invalid={invalid}
      />
      <PasswordField
        formId={id}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        invalid={invalid}
      />
      {failure !== undefined && (
        <p
          id={errorId}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {failure}
        </p>
      )}
      <FormSubmitButton busy={busy}>Login</FormSubmitButton>
    </form>
  );
}
