import { useId, useState, type SyntheticEvent } from "react";

import { FormField, PasswordField } from "@/components/ui/form-field";
import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { NAME_MAX_LENGTH } from "@shared/customer-name.ts";

import { AUTH_MESSAGES } from "../utils/auth-messages";

export interface Credentials {
  email: string;
  password: string;
  /** The name, trimmed; "" on forms that do not ask for one. */
  name: string;
}

type CredentialsField = keyof Credentials;

/**
 * What went wrong: the forms say `headline` (by default their own line about the e-mail and
 * password); `detail` adds what the code says.
 */
export interface CredentialsFailure {
  headline?: string;
  detail?: string;
  /** The fields at fault; all of them when it is not known which. */
  fields?: readonly CredentialsField[];
}

interface CredentialsFormProps {
  /** The form's accessible name, e.g. "Login". */
  name: string;
  submitLabel: string;
  passwordAutoComplete: "current-password" | "new-password";
  initialEmail?: string;
  /** Asks for the customer's name first (registration). */
  askName?: boolean;
  /** Resolves to a failure, or to undefined once the user is on their way to the next page. */
  onSubmit: (credentials: Credentials) => Promise<CredentialsFailure | undefined>;
}

/** E-mail and password, both required (the browser blocks an empty submit). */
export function CredentialsForm({
  name: formName,
  submitLabel,
  passwordAutoComplete,
  initialEmail = "",
  askName = false,
  onSubmit,
}: CredentialsFormProps) {
  const [name, setName] = useState("");
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
    void onSubmit({ email: email.trim(), password, name: name.trim() }).then((result) => {
      if (result === undefined) return;
      setFailure(result);
      setBusy(false);
    });
  };

  const invalid = (field: CredentialsField) =>
    failure !== undefined && (failure.fields ?? [field]).includes(field);

  return (
    <form onSubmit={submit} aria-label={formName} className="space-y-4">
      {askName && (
        <FormField
          formId={id}
          name="name"
          label="Name"
          autoComplete="name"
          placeholder="Your Name"
          maxLength={NAME_MAX_LENGTH}
          optional
          value={name}
          onValueChange={setName}
          invalid={invalid("name")}
        />
      )}
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
          <p>{failure.headline ?? AUTH_MESSAGES.invalidCredentials}</p>
          {failure.detail !== undefined && <p>{failure.detail}</p>}
        </div>
      )}
      <FormSubmitButton busy={busy}>{submitLabel}</FormSubmitButton>
    </form>
  );
}
