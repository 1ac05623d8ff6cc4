import type { InputHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

import { FieldError } from "@/components/ui/field-error";

interface CheckoutFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "aria-invalid" | "aria-describedby"
> {
  id: string;
  label: string;
  /** The field's react-hook-form registration; the read-only e-mail has none. */
  registration?: UseFormRegisterReturn;
  /** The order schema's message for the field, once a submit found it wrong. */
  error?: string | undefined;
}

/** A `pattern` for text fields: blank-only text fails `required` in the browser too. */
export const NOT_BLANK = ".*\\S.*";

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 read-only:bg-slate-100 read-only:text-slate-700 aria-invalid:border-red-700";

/**
 * A labelled input. The browser's own checks (required, length) speak first; the order schema's
 * message shows under the field for what they let through.
 */
export function CheckoutField({ id, label, registration, error, ...input }: CheckoutFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={fieldClass}
        {...input}
        {...registration}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : errorId}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
