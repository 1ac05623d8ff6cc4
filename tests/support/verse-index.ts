import type { VerseRef } from "@bookstore/shared/library/verse.ts";
import type { VerseIndex } from "@bookstore/shared/library/verses-api.ts";

/** Every verse GET /api/slok names, chapter by chapter and run by run. */
export function versesOf({ chapters }: VerseIndex): VerseRef[] {
  return chapters.flatMap(({ chapter, runs }) =>
    runs.flatMap(({ first, last }) =>
      Array.from({ length: last - first + 1 }, (_, offset) => ({ chapter, verse: first + offset })),
    ),
  );
}
