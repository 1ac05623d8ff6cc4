export interface Verse {
  chapter: number;
  verse: number;
  /** IAST transliteration of the Sanskrit. */
  sanskrit: string;
  translation: string;
  source: string;
}

/** Verses in each of the Bhagavad Gita's chapters (the spec: 18 numbers starting 47, 72, 43). */
export const VERSES_PER_CHAPTER = [
  47, 72, 43, 42, 29, 47, 30, 28, 34, 42, 55, 20, 35, 27, 20, 24, 28, 78,
] as const;

export function verseId(chapter: number, verse: number): string {
  return `${chapter}-${verse}`;
}
