import { useId, useState, type SyntheticEvent } from "react";

import { normalizeIsbn } from "@shared/catalogue-import.ts";

import { ISBN_MESSAGES, IsbnLookupError, lookUpIsbn, type IsbnFindings } from "../api/look-up-isbn";

import { bookFieldClasses } from "./book-form-fields";

interface IsbnLookupProps {
  onFound: (findings: IsbnFindings) => void;
}

type Outcome = { kind: "found" | "problem"; text: string };

/** "Fill from ISBN": asks Open Library, then hands what it found to the Add New Book form. */
export function IsbnLookup({ onFound }: IsbnLookupProps) {
  const id = useId();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const look = async () => {
    const isbn = normalizeIsbn(typed);
    if (isbn === null) {
      setOutcome({ kind: "problem", text: ISBN_MESSAGES.invalid });
      return;
    }
    setBusy(true);
    setOutcome(undefined);
    try {
      const findings = await lookUpIsbn(isbn, typed.replace(/[\s-]/g, ""));
      onFound(findings);
      const found = ISBN_MESSAGES.found(findings.title);
      setOutcome({
        kind: "found",
        text: findings.cover ? found : `${found} ${ISBN_MESSAGES.noCover}`,
      });
    } catch (error) {
      const text = error instanceof IsbnLookupError ? error.message : ISBN_MESSAGES.offline;
      setOutcome({ kind: "problem", text });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void look();
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Fill from ISBN"
      className="flex max-w-2xl flex-col gap-2 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <label htmlFor={`${id}-isbn`} className={bookFieldClasses.label}>
        ISBN
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-isbn`}
          name="isbn"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 978-1-0981-0830-4"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
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
