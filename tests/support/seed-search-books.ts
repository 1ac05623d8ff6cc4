import { isOnSale } from "@bookstore/shared/books/book.ts";

import type { IndexedBook } from "../../functions/src/lib/search/book-index.ts";
import { SEED_BOOKS } from "../../scripts/seed/data/books.ts";
import { SEED_ISBNS } from "../../scripts/seed/data/isbns.ts";

/** The seeded catalogue as the search index takes it (no sales: relevance alone decides). */
export function seedIndexedBooks(): IndexedBook[] {
  return SEED_BOOKS.map((book) => ({
    id: book.id,
    title: book.title,
    author: book.author,
    description: book.description,
    isbn: SEED_ISBNS[book.id] ?? "",
    publishedOn: "",
    category: book.category,
    coverImage: `${book.id}.svg`,
    newPrice: book.newPrice,
    onSale: isOnSale(book),
    sold: 0,
  }));
}
