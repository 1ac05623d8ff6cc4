import type { Timestamp } from "firebase-admin/firestore";

import { bookSearchTerms } from "@bookstore/shared/books/book-search.ts";
import { isOnSale, NO_RATINGS, type BookDocument } from "@bookstore/shared/books/book.ts";
import { CATEGORIES, type Category } from "@bookstore/shared/books/categories.ts";

import { newBookGeneration } from "../../functions/src/lib/new-book-document.ts";

interface PlainBookFields {
  title: string;
  author?: string;
  description: string;
  added: Timestamp;
  category?: Category;
  newPrice?: number;
  oldPrice?: number;
  /** Written to the book only: whoever orders the book writes its shards too. */
  stock?: number;
}

/**
 * A book document as the API stores it (a generation of its own), with no cover, sales, reviews or trending flag (and no
 * author unless given).
 */
export function plainBook({
  title,
  author = "",
  description,
  added,
  category = "fiction",
  newPrice = 9.99,
  oldPrice = 12.99,
  stock = 0,
}: PlainBookFields): BookDocument<Timestamp> {
  return {
    title,
    author,
    description,
    category,
    coverImage: "",
    newPrice,
    oldPrice,
    trending: false,
    sold: 0,
    stock,
    onSale: isOnSale({ oldPrice, newPrice }),
    searchTerms: bookSearchTerms(title, author),
    ...NO_RATINGS,
    createdAt: added,
    updatedAt: added,
    generation: newBookGeneration(),
  };
}

/** A plain book that only makes the catalogue large (the scale test and the bench add thousands). */
export function fillerBook(
  index: number,
  fields: { title: string; author?: string; description: string; added: Timestamp },
): BookDocument<Timestamp> {
  return plainBook({ ...fields, category: CATEGORIES[index % CATEGORIES.length] ?? "fiction" });
}
