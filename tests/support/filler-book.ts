import type { Timestamp } from "firebase-admin/firestore";

import { bookSearchTerms } from "../../functions/src/shared/book-search.ts";
import type { BookDocument } from "../../functions/src/shared/book.ts";
import { CATEGORIES } from "../../functions/src/shared/categories.ts";

/** A plain book that only makes the catalogue large (the scale test and the bench add thousands). */
export function fillerBook(
  index: number,
  { title, description, added }: { title: string; description: string; added: Timestamp },
): BookDocument<Timestamp> {
  return {
    title,
    author: "",
    description,
    category: CATEGORIES[index % CATEGORIES.length] ?? "fiction",
    coverImage: "",
    newPrice: 9.99,
    oldPrice: 12.99,
    trending: false,
    sold: 0,
    searchTerms: bookSearchTerms(title, ""),
    createdAt: added,
    updatedAt: added,
  };
}
