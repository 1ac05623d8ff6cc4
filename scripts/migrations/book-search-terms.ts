import { isDeepStrictEqual } from "node:util";

import { bookSearchTerms } from "@bookstore/shared/books/book-search.ts";

import { documentMigration } from "./document-migration.ts";
import { legacyBooksCollection } from "./legacy-book.ts";

export const bookSearchTermsMigration = documentMigration({
  id: "0003-book-search-terms",
  description:
    "Books get `searchTerms` as the store computes them from title and author (bookSearchTerms).",
  noun: "books",
  collection: legacyBooksCollection,
  plan(_db, _reader, document) {
    const { title, author, searchTerms: stored } = document.data;
    const searchTerms = bookSearchTerms(title, author);
    if (isDeepStrictEqual(stored, searchTerms)) return Promise.resolve(null);
    return Promise.resolve((transaction) => transaction.update(document.ref, { searchTerms }));
  },
});
