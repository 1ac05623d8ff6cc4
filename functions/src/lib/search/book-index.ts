import MiniSearch, { type Options, type SearchOptions, type SearchResult } from "minisearch";

import type { Category } from "../../shared/categories.ts";
import { isbn10Of } from "../../shared/isbn.ts";

import { isbnQuery, isNumeric, queryWords, searchTokens, typoAllowance } from "./search-text.ts";

/**
 * The catalogue's search index (MiniSearch: BM25 ranking, prefix and typo matching on a radix
 * tree). It holds, per book, the words it matches and the few fields a suggestion shows or a
 * filter needs, so answering a query reads no book.
 */

/** A book as the index takes it. */
export interface IndexedBook {
  id: string;
  title: string;
  author: string;
  description: string;
  /** ISBN-13 digits, or "" when unknown. */
  isbn: string;
  category: Category;
  coverImage: string;
  newPrice: number;
  onSale: boolean;
  sold: number;
}

/** What the index keeps of each book besides its words. */
export type StoredSearchFields = Pick<
  IndexedBook,
  "title" | "author" | "coverImage" | "newPrice" | "category" | "onSale" | "sold"
>;

export interface RankedBook {
  id: string;
  score: number;
  fields: StoredSearchFields;
}

export interface SearchFilters {
  category?: Category | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  onSale?: boolean | undefined;
}

/** Changes whenever the options below index differently: a snapshot of another format is rebuilt. */
export const INDEX_FORMAT = 1;

const SEARCHED_FIELDS = ["title", "author", "isbn", "description"] as const;
const STORED_FIELDS = [
  "title",
  "author",
  "coverImage",
  "newPrice",
  "category",
  "onSale",
  "sold",
] as const satisfies readonly (keyof StoredSearchFields)[];

/** A title word counts most, then the author's name, the ISBN, and the description least. */
export const FIELD_BOOSTS = { title: 5, author: 3, isbn: 2, description: 1 } as const;

/** Scores within this ratio are one relevance, and the better seller ranks first. */
const TIE_RATIO = 1.05;

/**
 * Prefix matching for the query's last word, of two characters or more ("cl" finds
 * "clockmaker"): the word still being typed. The words before it are whole.
 */
const MIN_PREFIX_LENGTH = 2;

function isTypedPrefix(term: string, position: number, terms: readonly string[]): boolean {
  return position === terms.length - 1 && term.length >= MIN_PREFIX_LENGTH;
}

/** Typos allowed when nothing matched and the shopper is offered the closest titles. */
const CLOSEST_FUZZINESS = 0.4;

/** A field's value: the ISBN in both its forms; stored fields keep their type. */
function fieldValue(book: IndexedBook, field: string): unknown {
  if (field === "isbn") return book.isbn === "" ? "" : `${book.isbn} ${isbn10Of(book.isbn) ?? ""}`;
  return book[field as keyof IndexedBook];
}

const QUERY_OPTIONS: SearchOptions = {
  boost: FIELD_BOOSTS,
  combineWith: "OR",
  prefix: isTypedPrefix,
  fuzzy: (term) => typoAllowance(term),
  maxFuzzy: 2,
  tokenize: queryWords,
  processTerm: (term) => term,
};

const INDEX_OPTIONS: Options<IndexedBook> = {
  idField: "id",
  fields: [...SEARCHED_FIELDS],
  storeFields: [...STORED_FIELDS],
  extractField: fieldValue,
  tokenize: (text) => searchTokens(text),
  processTerm: (term) => term,
  searchOptions: QUERY_OPTIONS,
};

export type BookIndex = MiniSearch<IndexedBook>;

export function buildBookIndex(books: Iterable<IndexedBook>): BookIndex {
  const index = new MiniSearch<IndexedBook>(INDEX_OPTIONS);
  for (const book of books) index.add(book);
  return index;
}

/** The index as JSON, for a snapshot. */
export function serializeBookIndex(index: BookIndex): string {
  return JSON.stringify(index);
}

export function loadBookIndex(json: string): BookIndex {
  return MiniSearch.loadJSON<IndexedBook>(json, INDEX_OPTIONS);
}

function storedFields(result: SearchResult): StoredSearchFields {
  return {
    title: String(result.title),
    author: String(result.author),
    coverImage: String(result.coverImage),
    newPrice: Number(result.newPrice),
    category: result.category as Category,
    onSale: result.onSale === true,
    sold: Number(result.sold),
  };
}

function matchesFilters(fields: StoredSearchFields, filters: SearchFilters): boolean {
  return (
    (filters.category === undefined || fields.category === filters.category) &&
    (filters.minPrice === undefined || fields.newPrice >= filters.minPrice) &&
    (filters.maxPrice === undefined || fields.newPrice <= filters.maxPrice) &&
    (filters.onSale !== true || fields.onSale)
  );
}

/** The band of relevance a score falls in: books in one band are ordered by sales. */
function relevanceBand(score: number): number {
  return Math.floor(Math.log(Math.max(score, Number.MIN_VALUE)) / Math.log(TIE_RATIO));
}

/** Within one band of relevance: the best seller first, then the higher score, then the id. */
function compareWithinBand(a: RankedBook, b: RankedBook): number {
  return (
    b.fields.sold - a.fields.sold || b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Most relevant first; within one band of relevance, the best seller first; then the id. */
export function compareRanked(a: RankedBook, b: RankedBook): number {
  return relevanceBand(b.score) - relevanceBand(a.score) || compareWithinBand(a, b);
}

function ranked(results: readonly SearchResult[], filters: SearchFilters): RankedBook[] {
  // Each band is worked out once, not at every comparison: a short prefix can match thousands.
  return results
    .map((result) => ({ id: String(result.id), score: result.score, fields: storedFields(result) }))
    .filter((book) => matchesFilters(book.fields, filters))
    .map((book) => ({ book, band: relevanceBand(book.score) }))
    .sort((a, b) => b.band - a.band || compareWithinBand(a.book, b.book))
    .map(({ book }) => book);
}

/**
 * Every book matching the query and the filters, the most relevant first: the books that match
 * all of its words when there are any, else those that match some.
 */
export function searchBookIndex(
  index: BookIndex,
  query: string,
  filters: SearchFilters = {},
): RankedBook[] {
  const isbn = isbnQuery(query);
  if (isbn) {
    return ranked(index.search(isbn, { fields: ["isbn"], prefix: false, fuzzy: false }), filters);
  }
  // The books that match every word; only when none does, those that match any.
  const everyWord = ranked(index.search(query, { combineWith: "AND" }), filters);
  return everyWord.length > 0 ? everyWord : ranked(index.search(query), filters);
}

/**
 * The titles nearest a query that found nothing: title words only, with more typos allowed,
 * so "vellingten clokmaker" still offers "The Last Clockmaker of Vellington".
 */
export function closestTitles(index: BookIndex, query: string, limit: number): RankedBook[] {
  const results = index.search(query, {
    fields: ["title"],
    fuzzy: (term) => (isNumeric(term) ? false : CLOSEST_FUZZINESS),
    maxFuzzy: 3,
  });
  return ranked(results, {}).slice(0, limit);
}
