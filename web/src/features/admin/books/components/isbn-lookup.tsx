import { z } from "zod";

import { useSubmitForm } from "@/hooks/use-submit-form";
import { normalizeIsbn } from "@bookstore/shared/catalogue/catalogue-import.ts";

import { ISBN_MESSAGES, IsbnLookupError, lookUpIsbn, type IsbnFindings } from "../api/look-up-isbn";

import { bookFieldClasses } from "./book-form-fields";

interface IsbnLookupProps {
  onFound: (findings: IsbnFindings) => void;
}

/** The ISBN as typed, read as ISBN-13 digits (and as typed, without spaces and hyphens). */
const isbnLookupSchema = z.object({
  isbn: z.string().transform((typed, context) => {
    const isbn = normalizeIsbn(typed);
    if (isbn !== null) return { isbn, typed: typed.replace(/[\s-]/g, "") };
    context.addIssue({ code: "custom", message: ISBN_MESSAGES.invalid });
    return z.NEVER;
  }),
});

/** "Fill from ISBN": asks Open Library, then hands what it found to the Add New Book form. */
export function IsbnLookup({ onFound }: IsbnLookupProps) {
  const { form, onSubmit, busy, failure, firstError, done, formId } = useSubmitForm({
    schema: isbnLookupSchema,
    defaultValues: { isbn: "" },
    submit: ({ isbn: { isbn, typed } }) => lookUpIsbn(isbn, typed),
    failure: (error) => ({
      message: error instanceof IsbnLookupError ? error.message : ISBN_MESSAGES.offline,
    }),
    onSuccess: onFound,
    done: (findings) => {
      const found = ISBN_MESSAGES.found(findings.title);
      return findings.cover ? found : `${found} ${ISBN_MESSAGES.noCover}`;
    },
  });
  const problem = failure?.message ?? firstError;
  const outcome =
    problem === undefined
      ? done === undefined
        ? undefined
        : { kind: "found", text: done }
      : { kind: "problem", text: problem };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Fill from ISBN"
      className="flex max-w-2xl flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <label htmlFor={`${formId}-isbn`} className={bookFieldClasses.label}>
        ISBN
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${formId}-isbn`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 978-1-0981-0830-4"
          {...form.register("isbn")}
          aria-invalid={outcome?.kind === "problem"}
          className={`${bookFieldClasses.input} max-w-xs`}
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? "Looking up…" : "Fill from ISBN"}
        </button>
      </div>
      {outcome && (
        <p
          role={outcome.kind === "problem" ? "alert" : "status"}
          className={outcome.kind === "problem" ? "text-sm text-red-700" : "text-sm text-slate-700"}
        >
          {outcome.text}
        </p>
      )}
    </form>
  );
}
