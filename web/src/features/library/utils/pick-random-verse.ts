import type { VerseRef } from "@bookstore/shared/library/verse.ts";
import type { VerseIndex } from "@bookstore/shared/library/verses-api.ts";

import { pickableRuns, positionOf, runLength, verseAt } from "./pickable-verses";

/** A source of numbers in [0, 1), such as Math.random. */
export type RandomSource = () => number;

/**
 * My Library's random verse (a chapter from 1 to 17, a verse within it), limited to the verses the
 * store holds: uniform among them, avoiding `current` when another one is available. Null when
 * the store holds none. It draws a position among the verses rather than a run, so a verse of a
 * long run is as likely as a verse standing alone.
 */
export function pickRandomVerse(
  index: VerseIndex,
  random: RandomSource,
  current?: VerseRef,
): VerseRef | null {
  const runs = pickableRuns(index);
  const total = runs.reduce((sum, run) => sum + runLength(run), 0);
  if (total === 0) return null;
  const skipped = current && total > 1 ? positionOf(runs, current) : undefined;
  const choices = skipped === undefined ? total : total - 1;
  const drawn = Math.min(Math.max(Math.floor(random() * choices), 0), choices - 1);
  return verseAt(runs, skipped !== undefined && drawn >= skipped ? drawn + 1 : drawn);
}
