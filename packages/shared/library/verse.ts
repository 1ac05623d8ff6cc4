/** A verse's address: its chapter and its number within the chapter. */
export interface VerseRef {
  chapter: number;
  verse: number;
}

/** Verses in each of the Bhagavad Gita's 18 chapters. */
export const VERSES_PER_CHAPTER = [
  47, 72, 43, 42, 29, 47, 30, 28, 34, 42, 55, 20, 35, 27, 20, 24, 28, 78,
] as const;

export const CHAPTER_COUNT = VERSES_PER_CHAPTER.length;

/** My Library's random verse comes from chapters 1 to 17. */
export const RANDOM_VERSE_CHAPTERS = 17;

export const VERSE_MESSAGES = {
  notFound: "Verse not found",
  loadFailed: "An error occurred while fetching Slok data.",
  /** Logged with the response's status text when a verse request is answered with an error. */
  logPrefix: "Error fetching data: ",
} as const;

/** How many verses a chapter has, or undefined when there is no such chapter. */
export function versesInChapter(chapter: number): number | undefined {
  return Number.isInteger(chapter) ? VERSES_PER_CHAPTER[chapter - 1] : undefined;
}

export function isVerseRef({ chapter, verse }: VerseRef): boolean {
  const count = versesInChapter(chapter);
  return count !== undefined && Number.isInteger(verse) && verse >= 1 && verse <= count;
}

export function verseId(chapter: number, verse: number): string {
  return `${chapter}-${verse}`;
}
