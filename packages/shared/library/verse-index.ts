import type { VerseRef } from "./verse.ts";
import type { ChapterVerses, VerseIndex } from "./verses-api.ts";

function byChapterThenVerse(a: VerseRef, b: VerseRef): number {
  return a.chapter - b.chapter || a.verse - b.verse;
}

/** The index of the verses `refs` names, in any order and with repeats. */
export function verseIndexOf(refs: readonly VerseRef[]): VerseIndex {
  const chapters: ChapterVerses[] = [];
  for (const { chapter, verse } of [...refs].sort(byChapterThenVerse)) {
    let entry = chapters.at(-1);
    if (entry?.chapter !== chapter) {
      entry = { chapter, runs: [] };
      chapters.push(entry);
    }
    const run = entry.runs.at(-1);
    if (run && verse <= run.last + 1) run.last = Math.max(run.last, verse);
    else entry.runs.push({ first: verse, last: verse });
  }
  return { chapters };
}
