import { bookFromDocument } from "@bookstore/shared/books/book.ts";
import type { Book, BookSuggestion, SearchAnswer } from "@bookstore/shared/books/books-api.ts";
import { SEARCH_LIMITS } from "@bookstore/shared/search/search-api.ts";
import type { SearchQuery } from "@bookstore/shared/search/search-query.ts";

import { booksCollection, type StoredBook } from "../collections/books.ts";
import { db } from "../firebase.ts";

import { closestTitles, searchBookIndex, type BookIndex, type RankedBook } from "./book-index.ts";

/** A ranked book as a suggestion row, from the index's stored fields alone. */
export function suggestionOf({ id, fields }: RankedBook): BookSuggestion {
  return {
    _id: id,
    title: fields.title,
    author: fields.author,
    coverImage: fields.coverImage,
    newPrice: fields.newPrice,
    ...(fields.publishedOn ? { publishedOn: fields.publishedOn } : {}),
  };
}

/** The page's books as stored now; one deleted since the index was built is left out. */
async function readPage(ids: readonly string[]): Promise<Book[]> {
  if (ids.length === 0) return [];
  const books = booksCollection(db);
  const snapshots = await db.getAll(...ids.map((id) => books.doc(id)));
  return snapshots.flatMap((snapshot) => {
    // getAll drops the converter's type; the documents are the books collection's.
    const data = snapshot.data() as StoredBook | undefined;
    return data ? [bookFromDocument(snapshot.id, data)] : [];
  });
}

/**
 * One page of the books that match, by relevance (best sellers first among equals). Only the
 * page's books are read; with no match, `closest` offers the nearest titles.
 */
export async function searchAnswer(index: BookIndex, query: SearchQuery): Promise<SearchAnswer> {
  const ranked = searchBookIndex(index, query.q, query);
  const start = (query.page - 1) * query.pageSize;
  const books = await readPage(ranked.slice(start, start + query.pageSize).map((book) => book.id));
  const closest =
    ranked.length === 0
      ? closestTitles(index, query.q, SEARCH_LIMITS.closest).map(suggestionOf)
      : [];
  return {
    query: query.q,
    page: query.page,
    pageSize: query.pageSize,
    total: ranked.length,
    books,
    closest,
  };
}
