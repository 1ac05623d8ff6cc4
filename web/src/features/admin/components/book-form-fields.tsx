import type { InputHTMLAttributes } from "react";

import { FieldError } from "@/components/ui/field-error";
import { BOOK_LIMITS } from "@shared/book-input.ts";
import { MAX_STOCK } from "@shared/stock.ts";

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

/** A required price: a decimal with step 0.01, from 0 to the catalogue's maximum. */
export function PriceField({ label, input, errorId, error }: NumberFieldProps) {
  return (
    <div>
      <label htmlFor={input.id} className={bookFieldClasses.label}>
        {label}
      </label>
      <input
        type="number"
        required
        min={0}
        max={BOOK_LIMITS.maxPrice}
        step={0.01}
        inputMode="decimal"
        placeholder={label}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A required count of copies: a whole number from 0 to MAX_STOCK. */
export function StockField({ label, input, errorId, error }: NumberFieldProps) {
  return (
    <div>
      <label htmlFor={input.id} className={bookFieldClasses.label}>
        {label}
      </label>
      <input
        type="number"
        required
        min={0}
        max={MAX_STOCK}
        step={1}
        inputMode="numeric"
        placeholder={label}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
