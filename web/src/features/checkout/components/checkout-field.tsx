import type { InputHTMLAttributes } from "react";

interface CheckoutFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "onChange" | "value"
> {
  id: string;
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
}

export const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 read-only:bg-slate-100 read-only:text-slate-700";

/** A labelled input; the browser's own checks (required, length) are the only messages. */
export function CheckoutField({ id, label, value, onValueChange, ...input }: CheckoutFieldProps) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange?.(event.target.value)}
        className={fieldClass}
        {...input}
      />
    </div>
  );
}
