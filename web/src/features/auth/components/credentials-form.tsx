import { useId, useState, type SyntheticEvent } from "react";

import { AUTH_MESSAGES } from "../utils/auth-messages";

export interface Credentials {
  email: string;
  password: string;
}

type CredentialsField = keyof Credentials;

/** What went wrong: the forms always say the spec's line; `detail` adds what the code says. */
export interface CredentialsFailure {
  detail?: string;
  /** The fields at fault; both when it is not known which. */
  fields?: readonly CredentialsField[];
}

interface CredentialsFormProps {
  /** The form's accessible name, e.g. "Login". */
  name: string;
  submitLabel: string;
  passwordAutoComplete: "current-password" | "new-password";
  initialEmail?: string;
  /** Resolves to a failure, or to undefined once the user is on their way to the next page. */
  onSubmit: (credentials: Credentials) => Promise<CredentialsFailure | undefined>;
}

const labelClass = "block text-sm font-medium text-slate-800";
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";

/** E-mail and password, both required (the browser blocks an empty submit; SPEC section 5). */
export function CredentialsForm({
  name,
  submitLabel,
  passwordAutoComplete,
  initialEmail = "",
  onSubmit,
}: CredentialsFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [failure, setFailure] = useState<CredentialsFailure>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    void onSubmit({ email: email.trim(), password }).then((result) => {
      if (result === undefined) return;
      setFailure(result);
      setBusy(false);
    });
  };

  const fieldState = (field: CredentialsField) => {
    const invalid = failure !== undefined && (failure.fields ?? [field]).includes(field);
    return {
      required: true,
      "aria-invalid": invalid,
      "aria-describedby": invalid ? errorId : undefined,
      className: inputClass,
    };
  };

  return (
    <form onSubmit={submit} aria-label={name} className="space-y-4">
      <div>
        <label htmlFor={`${id}-email`} className={labelClass}>
          Email
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Email Address"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          {...fieldState("email")}
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
          autoComplete={passwordAutoComplete}
          placeholder="Password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
          {...fieldState("password")}
        />
      </div>
      {failure && (
        <div
          id={errorId}
          role="alert"
          className="space-y-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p>{AUTH_MESSAGES.invalidCredentials}</p>
          {failure.detail !== undefined && <p>{failure.detail}</p>}
        </div>
      )}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {submitLabel}
      </button>
    </form>
  );
}
