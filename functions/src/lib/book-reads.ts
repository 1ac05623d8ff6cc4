import { bookFromDocument } from "@bookstore/shared/books/book.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import type { Category } from "@bookstore/shared/books/categories.ts";

import { booksCollection } from "./collections/books.ts";
import { db } from "./firebase.ts";

/** One book as the API answers it, or undefined when no book has that id. */
export async function readBook(id: string): Promise<Book | undefined> {
  const snapshot = await booksCollection(db).doc(id).get();
  const data = snapshot.data();
  return data ? bookFromDocument(snapshot.id, data) : undefined;
}

/** The `limit` best sellers: most units sold, then newest; optionally of one category. */
export function topSellersQuery(limit: number, category?: Category) {
  const books = booksCollection(db);
  return (category ? books.where("category", "==", category) : books)
    .orderBy("sold", "desc")
    .orderBy("createdAt", "desc")
    .limit(limit);
}
