import type { InputHTMLAttributes } from "react";

import { FieldError } from "@/components/ui/field-error";
import { BOOK_LIMITS } from "@bookstore/shared/books/book-input.ts";
import { MAX_STOCK } from "@bookstore/shared/books/stock.ts";

export const bookFieldClasses = {
  label: "block text-sm font-medium text-slate-800",
  input:
    "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700 aria-invalid:border-red-700",
};

interface NumberFieldProps {
  /** Also the placeholder. */
  label: string;
  /** The input's id, name, value, change handler and validity, from the form. */
  input: InputHTMLAttributes<HTMLInputElement> & { id: string };
  errorId: string;
  error: string | undefined;
}

/** What the browser allows in each kind of number field; the shared schemas check the rest. */
const NUMBER_KINDS = {
  /** A decimal with step 0.01, from 0 to the catalogue's maximum price. */
  price: { max: BOOK_LIMITS.maxPrice, step: 0.01, inputMode: "decimal" },
  /** A whole number of copies, from 0 to MAX_STOCK. */
  stock: { max: MAX_STOCK, step: 1, inputMode: "numeric" },
} as const;

function NumberField({
  kind,
  label,
  input,
  errorId,
  error,
}: NumberFieldProps & { kind: keyof typeof NUMBER_KINDS }) {
  const { max, step, inputMode } = NUMBER_KINDS[kind];
  return (
    <div>
      <label htmlFor={input.id} className={bookFieldClasses.label}>
        {label}
      </label>
      <input
        type="number"
        required
        min={0}
        max={max}
        step={step}
        inputMode={inputMode}
        placeholder={label}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A required price. */
export function PriceField(props: NumberFieldProps) {
  return <NumberField kind="price" {...props} />;
}

/** A required count of copies. */
export function StockField(props: NumberFieldProps) {
  return <NumberField kind="stock" {...props} />;
}
