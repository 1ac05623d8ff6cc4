import { useId, useState, type SyntheticEvent } from "react";

import { FormField, PasswordField } from "@/components/ui/form-field";
import { FormSubmitButton } from "@/components/ui/form-submit-button";

import { AUTH_MESSAGES } from "../utils/auth-messages";

export interface Credentials {
  email: string;
  password: string;
}

type CredentialsField = keyof Credentials;

/** What went wrong: the forms always say their own line; `detail` adds what the code says. */
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

/** E-mail and password, both required (the browser blocks an empty submit). */
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

  const invalid = (field: CredentialsField) =>
    failure !== undefined && (failure.fields ?? [field]).includes(field);

  return (
    <form onSubmit={submit} aria-label={name} className="space-y-4">
      <FormField
        formId={id}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="Email Address"
        value={email}
        onValueChange={setEmail}
        invalid={invalid("email")}
      />
      <PasswordField
        formId={id}
        autoComplete={passwordAutoComplete}
        value={password}
        onValueChange={setPassword}
        invalid={invalid("password")}
      />
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
      <FormSubmitButton busy={busy}>{submitLabel}</FormSubmitButton>
    </form>
  );
}
