import { VERSE_MESSAGES, type VerseRef } from "@bookstore/shared/library/verse.ts";

import { useVerse } from "../hooks/use-verse";

import { LIBRARY_MESSAGES } from "./library-messages";

export function VerseText({ verseRef }: { verseRef: VerseRef }) {
  const query = useVerse(verseRef);

  if (query.isPending) return <p role="status">{LIBRARY_MESSAGES.loading}</p>;
  if (query.isError) return <p role="alert">{VERSE_MESSAGES.loadFailed}</p>;
  const { chapter, verse, sanskrit, translation, source } = query.data;
  return (
    <figure className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">
        Bhagavad Gita {chapter}.{verse}
      </h2>
      <p lang="sa-Latn" className="whitespace-pre-line italic break-words text-slate-800">
        {sanskrit}
      </p>
      <blockquote className="whitespace-pre-line break-words">{translation}</blockquote>
      <figcaption className="text-xs break-words text-slate-600">{source}</figcaption>
    </figure>
  );
}
