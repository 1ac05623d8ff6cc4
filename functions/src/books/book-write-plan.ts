import { bookSearchTerms } from "@bookstore/shared/books/book-search.ts";
import { isOnSale, missingRatingFields, type BookDocument } from "@bookstore/shared/books/book.ts";

import { generatedCoverFile } from "../lib/generated-cover.ts";

/** A books document as a write left it: a direct client write may lack the derived fields. */
export type WrittenBook = Partial<BookDocument<unknown>> &
  Pick<BookDocument<unknown>, "title" | "author" | "category" | "coverImage">;

/** The derived fields a book's own fields decide, as the API stores them, and its ratings. */
export type DerivedFields = Partial<
  Pick<
    BookDocument<unknown>,
    "searchTerms" | "onSale" | "stock" | "sold" | "ratingCount" | "ratingSum" | "ratingAverage"
  >
>;

/** What the book trigger does after one write to books/<id>. */
export type BookWritePlan =
  | { kind: "nothing" }
  | { kind: "clean-up"; deleted: WrittenBook }
  | {
      kind: "complete";
      /**
       * The derived fields or the generation are missing or stale: the write came past the API
       * (a client's), or the book was stored before generations.
       */
      direct: boolean;
      created: boolean;
      /** The cover names a file that must be in the cover store (or be drawn). */
      checkCover: boolean;
      /** The drawn cover shows a title, author or category that changed. */
      redrawCover: boolean;
    };

function sameTerms(stored: unknown, expected: readonly string[]): boolean {
  return (
    Array.isArray(stored) &&
    stored.length === expected.length &&
    stored.every((term, index) => term === expected[index])
  );
}

/**
 * The derived fields that differ from what the book's own fields decide, and the ratings a book
 * lacks (a client creates a book without them: the roll-up alone writes figures, and the
 * top-rated listing leaves out a book without them); {} when none.
 */
export function staleDerivedFields(book: WrittenBook): DerivedFields {
  const fix: DerivedFields = { ...missingRatingFields(book) };
  const searchTerms = bookSearchTerms(book.title, book.author);
  if (!sameTerms(book.searchTerms, searchTerms)) fix.searchTerms = searchTerms;
  const onSale = isOnSale({ oldPrice: book.oldPrice ?? 0, newPrice: book.newPrice ?? 0 });
  if (book.onSale !== onSale) fix.onSale = onSale;
  if (typeof book.stock !== "number") fix.stock = 0;
  if (typeof book.sold !== "number") fix.sold = 0;
  return fix;
}

/** Whether the cover is a file name the store must hold (URLs are shown as they are). */
function namesStoredFile(coverImage: string): boolean {
  return !coverImage.startsWith("https://");
}

/**
 * Decides from the event alone, without reading the store, so the writes the API completed
 * itself (its create, edit and import, and the stock roll-up) cost the trigger no read: their
 * derived fields are current and, on create, their shards were written in the same batch.
 */
export function planBookWrite(
  bookId: string,
  before: WrittenBook | undefined,
  after: WrittenBook | undefined,
): BookWritePlan {
  if (!after) return before ? { kind: "clean-up", deleted: before } : { kind: "nothing" };
  const direct =
    Object.keys(staleDerivedFields(after)).length > 0 || typeof after.generation !== "string";
  const created = before === undefined;
  const checkCover =
    namesStoredFile(after.coverImage) &&
    (created ? direct : after.coverImage !== before.coverImage);
  const redrawCover =
    !created &&
    after.coverImage === generatedCoverFile(bookId) &&
    (after.title !== before.title ||
      after.author !== before.author ||
      after.category !== before.category);
  if (!direct && !checkCover && !redrawCover) return { kind: "nothing" };
  return { kind: "complete", direct, created, checkCover, redrawCover };
}
