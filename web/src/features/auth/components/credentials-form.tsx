import { z } from "zod";

import { EmailField, FormField, PasswordField } from "@/components/ui/form-field";
import { FormSubmitButton } from "@/components/ui/form-submit-button";
import { useSubmitForm, type SubmitFailure } from "@/hooks/use-submit-form";
import { NAME_MAX_LENGTH } from "@bookstore/shared/accounts/customer-name.ts";

import { AUTH_MESSAGES } from "../utils/auth-messages";
import { optionalNameSchema } from "../utils/name-schema";

const credentialsSchema = z.object({
  /** "" on forms that do not ask for one. */
  name: optionalNameSchema,
  email: z.string().trim(),
  password: z.string(),
});

export type Credentials = z.output<typeof credentialsSchema>;

type CredentialsField = keyof Credentials;

/**
 * What went wrong: the forms say `message` (their own line about the e-mail and password);
 * `detail` adds what the code says. Without a field, every field is at fault.
 */
export interface CredentialsFailure extends SubmitFailure<CredentialsField> {
  detail?: string | undefined;
}

/** The form's line for a failure nobody explained. */
export const credentialsFailure = (detail?: string): CredentialsFailure => ({
  message: AUTH_MESSAGES.invalidCredentials,
  detail,
});

interface CredentialsFormProps {
  /** The form's accessible name, e.g. "Login". */
  name: string;
  submitLabel: string;
  passwordAutoComplete: "current-password" | "new-password";
  initialEmail?: string;
  /** Asks for the customer's name first (registration). */
  askName?: boolean;
  /**
   * Resolves once the user is on their way to the next page (the form stays busy); rejects with
   * a FormFailure that says what to show, or with an error `failure` explains.
   */
  onSubmit: (credentials: Credentials) => Promise<void>;
  failure: (error: unknown) => CredentialsFailure;
}

/** E-mail and password, both required (the browser blocks an empty submit). */
export function CredentialsForm({
  name: formName,
  submitLabel,
  passwordAutoComplete,
  initialEmail = "",
  askName = false,
  onSubmit,
  failure: explain,
}: CredentialsFormProps) {
  const {
    form,
    onSubmit: submit,
    busy,
    succeeded,
    failure,
    firstError,
    formId,
    invalid,
  } = useSubmitForm({
    schema: credentialsSchema,
    defaultValues: { name: "", email: initialEmail, password: "" },
    submit: onSubmit,
    failure: explain,
  });
  const lines = failure ? [failure.message, failure.detail] : [firstError];
  const shown = lines.filter((line) => line !== undefined);

  return (
    <form onSubmit={submit} aria-label={formName} className="space-y-4">
      {askName && (
        <FormField
          formId={formId}
          label="Name"
          autoComplete="name"
          placeholder="Your Name"
          maxLength={NAME_MAX_LENGTH}
          optional
          registration={form.register("name")}
          invalid={invalid("name")}
        />
      )}
      <EmailField
        formId={formId}
        registration={form.register("email")}
        invalid={invalid("email")}
      />
      <PasswordField
        formId={formId}
        autoComplete={passwordAutoComplete}
        registration={form.register("password")}
        invalid={invalid("password")}
      />
      {shown.length > 0 && (
        <div
          id={`${formId}-error`}
          role="alert"
          className="space-y-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {shown.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <FormSubmitButton busy={busy || succeeded}>{submitLabel}</FormSubmitButton>
    </form>
  );
}
