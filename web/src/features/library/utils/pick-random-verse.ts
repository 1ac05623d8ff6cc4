import { isVerseRef, RANDOM_VERSE_CHAPTERS, type VerseRef } from "@shared/verse.ts";

/** A source of numbers in [0, 1), such as Math.random. */
export type RandomSource = () => number;

function sameVerse(a: VerseRef, b: VerseRef): boolean {
  return a.chapter === b.chapter && a.verse === b.verse;
}

/**
 * My Library's random verse (a chapter from 1 to 17, a verse within it), limited to the verses the
 * store holds: uniform among them, avoiding `current` when another one is available. Null when
 * the store holds none.
 */
export function pickRandomVerse(
  held: readonly VerseRef[],
  random: RandomSource,
  current?: VerseRef,
): VerseRef | null {
  const candidates = held.filter((ref) => ref.chapter <= RANDOM_VERSE_CHAPTERS && isVerseRef(ref));
  const others = current ? candidates.filter((ref) => !sameVerse(ref, current)) : candidates;
  const pool = others.length > 0 ? others : candidates;
  const index = Math.min(Math.floor(random() * pool.length), pool.length - 1);
  const picked = pool[Math.max(index, 0)];
  return picked ? { chapter: picked.chapter, verse: picked.verse } : null;
}
