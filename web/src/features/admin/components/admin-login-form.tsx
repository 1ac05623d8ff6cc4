import { useId, useState, type SyntheticEvent } from "react";

import { ApiError } from "@/lib/api-client";
import { showTimedDialog } from "@/lib/dialogs";

import { signInAsAdmin } from "../api/admin-auth";
import { ADMIN_DIALOG_MS, ADMIN_TEXT } from "../utils/admin-messages";

const labelClass = "block text-sm font-medium text-slate-800";
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";

/** What the form says when the API refuses: the spec's line for wrong credentials, else the API's words. */
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

  const fieldState = {
    required: true,
    "aria-invalid": failure !== undefined,
    "aria-describedby": failure === undefined ? undefined : errorId,
    className: inputClass,
  };

  return (
    <form onSubmit={submit} aria-label="Admin Login" className="space-y-4">
      <div>
        <label htmlFor={`${id}-username`} className={labelClass}>
          Username
        </label>
        <input
          id={`${id}-username`}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="username"
          value={username}
          onChange={(event) => {
            setUsername(event.target.value);
          }}
          {...fieldState}
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className={labelClass}>
          Password
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="Password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
          {...fieldState}
        />
      </div>
      {failure !== undefined && (
        <p
          id={errorId}
          role="alert"
          className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        Login
      </button>
    </form>
  );
}
