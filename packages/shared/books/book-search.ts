/** Search terms stored with each book, so the catalogue can be searched with a bounded query. */

const MIN_TERM_LENGTH = 2;
export const MAX_QUERY_TERMS = 10;

/** Lower-case words of a text, without punctuation. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= MIN_TERM_LENGTH);
}

/** The words of the title and of the author's name, each once. */
export function bookSearchTerms(title: string, author: string): string[] {
  return [...new Set([...searchWords(title), ...searchWords(author)])];
}

/** The distinct words of a shopper's query, at most MAX_QUERY_TERMS (Firestore's array-contains-any takes 30). */
export function queryTerms(query: string): string[] {
  return [...new Set(searchWords(query))].slice(0, MAX_QUERY_TERMS);
}
