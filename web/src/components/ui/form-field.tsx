import type { InputHTMLAttributes } from "react";

type FieldInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "className" | "required" | "onChange" | "aria-invalid" | "aria-describedby"
>;

interface FormFieldProps extends FieldInputProps {
  /** The form's id: the input's is `<formId>-<name>`, the form's error message's `<formId>-error`. */
  formId: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
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
  name,
  label,
  onValueChange,
  invalid,
  optional = false,
  ...input
}: FormFieldProps) {
  const id = `${formId}-${name}`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      <input
        id={id}
        name={name}
        {...input}
        onChange={(event) => {
          onValueChange(event.target.value);
        }}
        required={!optional}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${formId}-error` : undefined}
        className={inputClass}
      />
    </div>
  );
}

type PasswordFieldProps = Omit<FormFieldProps, "name" | "label" | "type" | "placeholder">;

/** The sign-in forms' password. */
export function PasswordField(props: PasswordFieldProps) {
  return (
    <FormField name="password" label="Password" type="password" placeholder="Password" {...props} />
  );
}
