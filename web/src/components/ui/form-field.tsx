import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

type FieldInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | "id"
  | "name"
  | "className"
  | "required"
  | "onChange"
  | "onBlur"
  | "value"
  | "aria-invalid"
  | "aria-describedby"
>;

export interface FormFieldProps extends FieldInputProps {
  /** The form's id: the input's is `<formId>-<name>`, the form's error message's `<formId>-error`. */
  formId: string;
  label: string;
  /** The field's react-hook-form registration (`form.register(name)`): its name, ref and events. */
  registration: UseFormRegisterReturn;
  /** Marks the input invalid and points it at the form's error message. */
  invalid: boolean;
  /** A field the form can go without; its label says so. */
  optional?: boolean;
}

const labelClass = "block text-sm font-medium text-slate-800";
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700";

/** An input under its label, as the sign-in forms show them: required unless `optional`. */
export function FormField({
  formId,
  label,
  registration,
  invalid,
  optional = false,
  ...input
}: FormFieldProps) {
  const id = `${formId}-${registration.name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      <input
        id={id}
        {...input}
        {...registration}
        required={!optional}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${formId}-error` : undefined}
        className={inputClass}
      />
    </div>
  );
}

type FixedFieldProps = Omit<FormFieldProps, "label" | "type" | "placeholder">;

/** The sign-in forms' password. */
export function PasswordField(props: FixedFieldProps) {
  return <FormField label="Password" type="password" placeholder="Password" {...props} />;
}

/** The sign-in and reset forms' e-mail address. */
export function EmailField(props: Omit<FixedFieldProps, "autoComplete">) {
  return (
    <FormField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="Email Address"
      {...props}
    />
  );
}
