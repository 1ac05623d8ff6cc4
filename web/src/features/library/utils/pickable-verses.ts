import {
  RANDOM_VERSE_CHAPTERS,
  versesInChapter,
  type VerseRef,
} from "@bookstore/shared/library/verse.ts";
import type { VerseIndex } from "@bookstore/shared/library/verses-api.ts";

/** A run of verses My Library may pick from: in chapters 1 to 17 and within the chapter. */
export interface PickableRun {
  chapter: number;
  first: number;
  last: number;
}

/**
 * The index's runs of chapters 1 to 17, each cut to the verses its chapter has, so the page never
 * asks for a verse that does not exist. The index's runs are in order and apart (its response
 * schema checks), so each verse is in one run once.
 */
export function pickableRuns({ chapters }: VerseIndex): PickableRun[] {
  return chapters.flatMap(({ chapter, runs }) => {
    const count = chapter <= RANDOM_VERSE_CHAPTERS ? (versesInChapter(chapter) ?? 0) : 0;
    return runs
      .map(({ first, last }) => ({
        chapter,
        first: Math.max(first, 1),
        last: Math.min(last, count),
      }))
      .filter(
        ({ first, last }) => Number.isInteger(first) && Number.isInteger(last) && first <= last,
      );
  });
}

export function runLength({ first, last }: PickableRun): number {
  return last - first + 1;
}

/** Where `ref` comes among the runs' verses, counting from 0; undefined when it is not in them. */
export function positionOf(runs: readonly PickableRun[], ref: VerseRef): number | undefined {
  let before = 0;
  for (const run of runs) {
    if (run.chapter === ref.chapter && ref.verse >= run.first && ref.verse <= run.last) {
      return before + ref.verse - run.first;
    }
    before += runLength(run);
  }
  return undefined;
}

/** The verse at `position` among the runs' verses, counting from 0; null past the last one. */
export function verseAt(runs: readonly PickableRun[], position: number): VerseRef | null {
  let left = position;
  for (const run of runs) {
    if (left < runLength(run)) return { chapter: run.chapter, verse: run.first + left };
    left -= runLength(run);
  }
  return null;
}
