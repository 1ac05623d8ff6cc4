import type { ChapterVerses, VerseIndex, VerseRef, VerseRun } from "./verse.ts";

/** Runs in increasing order with at least one missing verse between each and the next. */
export function areRunsApart(runs: readonly VerseRun[]): boolean {
  return runs.every(
    (run, index) =>
      run.first <= run.last && (index === 0 || run.first > (runs[index - 1]?.last ?? 0) + 1),
  );
}

/** Chapters in increasing order, each once. */
export function areChaptersInOrder(chapters: readonly ChapterVerses[]): boolean {
  return chapters.every(
    (entry, index) => index === 0 || entry.chapter > (chapters[index - 1]?.chapter ?? 0),
  );
}

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
