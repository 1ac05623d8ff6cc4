import MiniSearch, { type Options } from "minisearch";

import type { Category } from "@bookstore/shared/books/categories.ts";
import { isbn10Of } from "@bookstore/shared/books/isbn.ts";

import {
  cappedSearch,
  noWork,
  type CappedQuery,
  type QueryWord,
  type SearchWork,
} from "./capped-search.ts";
import { ReadableIndex, type IndexInternals } from "./index-internals.ts";
import { isbnQuery, isNumeric, queryWords, searchTokens, typoAllowance } from "./search-text.ts";
import { SEARCH_WORK_CAPS } from "./search-work-caps.ts";

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
  /** The publication day, YYYY-MM-DD, or "" for a book that is out: suggestions show it. */
  publishedOn: string;
  category: Category;
  coverImage: string;
  newPrice: number;
  onSale: boolean;
  sold: number;
}

/** What the index keeps of each book besides its words. */
export type StoredSearchFields = Pick<
  IndexedBook,
  "title" | "author" | "coverImage" | "newPrice" | "category" | "onSale" | "sold" | "publishedOn"
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
export const INDEX_FORMAT = 2;

const SEARCHED_FIELDS = ["title", "author", "isbn", "description"] as const;
const STORED_FIELDS = [
  "title",
  "author",
  "coverImage",
  "newPrice",
  "category",
  "onSale",
  "sold",
  "publishedOn",
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

/** Typos allowed when nothing matched and the shopper is offered the closest titles. */
const CLOSEST_FUZZINESS = 0.4;
const CLOSEST_MAX_TYPOS = 3;

/** A field's value: the ISBN in both its forms; stored fields keep their type. */
function fieldValue(book: IndexedBook, field: string): unknown {
  if (field === "isbn") return book.isbn === "" ? "" : `${book.isbn} ${isbn10Of(book.isbn) ?? ""}`;
  return book[field as keyof IndexedBook];
}

const INDEX_OPTIONS: Options<IndexedBook> = {
  idField: "id",
  fields: [...SEARCHED_FIELDS],
  storeFields: [...STORED_FIELDS],
  extractField: fieldValue,
  tokenize: (text) => searchTokens(text),
  processTerm: (term) => term,
};

export type BookIndex = ReadableIndex<IndexedBook>;

export function buildBookIndex(books: Iterable<IndexedBook>): BookIndex {
  const index = new ReadableIndex<IndexedBook>(INDEX_OPTIONS);
  for (const book of books) index.add(book);
  return index;
}

/** The index as JSON, for a snapshot. */
export function serializeBookIndex(index: BookIndex): string {
  return JSON.stringify(index);
}

export function loadBookIndex(json: string): BookIndex {
  return ReadableIndex.from(MiniSearch.loadJSON<IndexedBook>(json, INDEX_OPTIONS), INDEX_OPTIONS);
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function storedFields(stored: Readonly<Record<string, unknown>> | undefined): StoredSearchFields {
  return {
    title: text(stored?.title),
    author: text(stored?.author),
    coverImage: text(stored?.coverImage),
    newPrice: Number(stored?.newPrice),
    category: stored?.category as Category,
    onSale: stored?.onSale === true,
    sold: Number(stored?.sold ?? 0),
    publishedOn: text(stored?.publishedOn),
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

function ranked(
  index: IndexInternals,
  scores: ReadonlyMap<number, number>,
  filters: SearchFilters,
): RankedBook[] {
  // Each band is worked out once, not at every comparison: a query can match thousands.
  const rows: { book: RankedBook; band: number }[] = [];
  for (const [doc, score] of scores) {
    const fields = storedFields(index.storedFields.get(doc));
    if (!matchesFilters(fields, filters)) continue;
    const book = { id: String(index.documentIds.get(doc)), score, fields };
    rows.push({ book, band: relevanceBand(score) });
  }
  return rows
    .sort((a, b) => b.band - a.band || compareWithinBand(a.book, b.book))
    .map(({ book }) => book);
}

/** Title first: a query's budget is spent on the weightiest fields first. */
const FIELDS_BY_WEIGHT = [...SEARCHED_FIELDS].sort((a, b) => FIELD_BOOSTS[b] - FIELD_BOOSTS[a]);

/**
 * The words a query is matched by, at most SEARCH_WORK_CAPS.words of at most
 * SEARCH_WORK_CAPS.wordLength characters: the last one, when it is the last typed and of two
 * characters or more, as a prefix; each with the typos `typos` allows it.
 */
function plannedWords(query: string, typos: (word: string) => number): QueryWord[] {
  const typed = queryWords(query);
  const planned = new Map<string, QueryWord>();
  typed.forEach((typedWord, position) => {
    const word = typedWord.slice(0, SEARCH_WORK_CAPS.wordLength);
    if (planned.has(word) || planned.size >= SEARCH_WORK_CAPS.words) return;
    const prefix = position === typed.length - 1 && typedWord.length >= MIN_PREFIX_LENGTH;
    planned.set(word, { word, prefix, maxDistance: typos(word) });
  });
  return [...planned.values()];
}

function run(
  index: BookIndex,
  query: Omit<CappedQuery, "boosts">,
  filters: SearchFilters,
  work: SearchWork,
): RankedBook[] {
  const internals = index.internals();
  return ranked(
    internals,
    cappedSearch(internals, { ...query, boosts: FIELD_BOOSTS }, work),
    filters,
  );
}

/**
 * Every book matching the query and the filters, the most relevant first: the books that match
 * all of its words when there are any, else those that match some. What the query cost is added
 * to `work`; SEARCH_WORK_CAPS bounds it.
 */
export function searchBookIndex(
  index: BookIndex,
  query: string,
  filters: SearchFilters = {},
  work: SearchWork = noWork(),
): RankedBook[] {
  const isbn = isbnQuery(query);
  if (isbn) {
    const words = [{ word: isbn, prefix: false, maxDistance: 0 }];
    return run(index, { words, fields: ["isbn"], combineWith: "OR" }, filters, work);
  }
  const words = plannedWords(query, typoAllowance);
  // The books that match every word; only when none does, those that match any.
  const everyWord = run(
    index,
    { words, fields: FIELDS_BY_WEIGHT, combineWith: "AND" },
    filters,
    work,
  );
  if (everyWord.length > 0) return everyWord;
  return run(index, { words, fields: FIELDS_BY_WEIGHT, combineWith: "OR" }, filters, work);
}

/** Up to 40% of a title word's letters wrong, at most 3; numbers exactly. */
function closestTypos(word: string): number {
  return isNumeric(word)
    ? 0
    : Math.min(CLOSEST_MAX_TYPOS, Math.round(word.length * CLOSEST_FUZZINESS));
}

/**
 * The titles nearest a query that found nothing: title words only, with more typos allowed,
 * so "vellingten clokmaker" still offers "The Last Clockmaker of Vellington".
 */
export function closestTitles(
  index: BookIndex,
  query: string,
  limit: number,
  work: SearchWork = noWork(),
): RankedBook[] {
  const words = plannedWords(query, closestTypos);
  return run(index, { words, fields: ["title"], combineWith: "OR" }, {}, work).slice(0, limit);
}
