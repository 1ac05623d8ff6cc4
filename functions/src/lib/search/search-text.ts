import { normalizeIsbn } from "@bookstore/shared/books/isbn.ts";

/**
 * How the search reads text, the same for the books it indexes and the queries it answers:
 * case and accents folded ("Écrivain" is "ecrivain"), words split on anything but letters and
 * digits, and an ISBN kept whole whether it was typed with hyphens, spaces or neither.
 */

/** Words of a query that say little about which book is meant; dropped when others remain. */
const COMMON_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "from",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/** Lower case without accents; letters of other scripts stay as they are. */
export function foldText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Hyphens inside a run of digits dropped, so "978-1-91648" and "0-8044-2957-X" stay one word. */
function joinDigitRuns(text: string): string {
  return text.replace(/(\d)-+(?=\d|x\b)/gi, "$1");
}

/** The folded words of a text. */
export function searchTokens(text: string): string[] {
  return foldText(joinDigitRuns(text))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

/** Whether a word is a number (part of an ISBN, a year): matched exactly or as a prefix, never fuzzily. */
export function isNumeric(word: string): boolean {
  return /^\d+x?$/.test(word);
}

/** The words of a query worth matching: common words only when nothing else was typed. */
export function queryWords(query: string): string[] {
  const words = [...new Set(searchTokens(query))];
  const telling = words.filter((word) => !COMMON_WORDS.has(word));
  return telling.length > 0 ? telling : words;
}

/** The ISBN-13 a query is, whole (ISBN-10 or 13, hyphens or spaces anywhere), or null. */
export function isbnQuery(query: string): string | null {
  const compact = query.trim();
  return /^[\d\s-]{9,}[\dxX]$/.test(compact) ? normalizeIsbn(compact) : null;
}

/** Edits a word may be from an indexed one: none below 4 letters, 1 from 4, 2 from 8. */
export function typoAllowance(word: string): number {
  if (isNumeric(word)) return 0;
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}
