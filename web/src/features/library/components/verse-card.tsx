import { VERSE_MESSAGES } from "@bookstore/shared/library/verse.ts";

import { useVerseIndex } from "../hooks/use-verse-index";

import { LIBRARY_MESSAGES } from "./library-messages";
import { RandomVerse } from "./random-verse";

/** A random verse of the Bhagavad Gita among those the store holds. */
export function VerseCard() {
  const index = useVerseIndex();
  return (
    <section
      aria-label="A verse of the Bhagavad Gita"
      className="rounded-lg border border-amber-200 bg-amber-50 p-6"
      data-testid="verse-card"
    >
      {index.isPending && <p role="status">{LIBRARY_MESSAGES.loading}</p>}
      {index.isError && <p role="alert">{VERSE_MESSAGES.loadFailed}</p>}
      {index.isSuccess && <RandomVerse held={index.data} />}
    </section>
  );
}
