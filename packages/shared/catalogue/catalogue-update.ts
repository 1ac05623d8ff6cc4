import type { BookFields } from "../books/book.ts";
import { previewDescription } from "../books/book.ts";
import { formatPrice, toCents } from "../core/money.ts";

/**
 * What an import row may change in a book the catalogue already holds. Title, author and ISBN
 * identify the book, so an import never changes them; ratings, sales and the trending flag are
 * the store's own.
 */
export const UPDATABLE_FIELDS = [
  "newPrice",
  "oldPrice",
  "description",
  "category",
  "stock",
  "coverImage",
  "publishedOn",
] as const;

export type UpdatableField = (typeof UPDATABLE_FIELDS)[number];

/** One field that differs, as the report shows it: prices in dollars, descriptions shortened. */
export interface FieldChange {
  field: UpdatableField;
  from: string;
  to: string;
}

/** A book an import row changes (a dry run: would change), named by its line in the file. */
export interface BookChanges {
  line: number;
  bookId: string;
  title: string;
  fields: FieldChange[];
}

/** A stored book's fields an update compares. */
export type UpdatableBook = Pick<
  BookFields,
  "title" | "newPrice" | "oldPrice" | "description" | "category" | "coverImage" | "publishedOn"
> & { stock: number };

/** What a row asks of a book: stock and cover only when the row gives them. */
export interface RequestedUpdate {
  newPrice: number;
  oldPrice: number;
  description: string;
  category: BookFields["category"];
  /** Absent: the stock stays as orders leave it (an empty cell, or a price-only import). */
  stock?: number;
  /** Absent: the book keeps its cover (an empty cell). */
  coverImage?: string;
  /** Absent: the book keeps its publication day, or its having none (an empty cell). */
  publishedOn?: string;
}

function shown(field: UpdatableField, value: string | number): string {
  if (field === "newPrice" || field === "oldPrice") return formatPrice(Number(value));
  if (field === "description") return previewDescription(String(value));
  return String(value);
}

function same(field: UpdatableField, stored: string | number, wanted: string | number): boolean {
  if (field === "newPrice" || field === "oldPrice") {
    return toCents(Number(stored)) === toCents(Number(wanted));
  }
  return stored === wanted;
}

/** The fields of `book` that `wanted` changes, in UPDATABLE_FIELDS order; [] when none. */
export function changedFields(book: UpdatableBook, wanted: RequestedUpdate): FieldChange[] {
  return UPDATABLE_FIELDS.flatMap((field): FieldChange[] => {
    const to = wanted[field];
    // A book out from the start has no publication day: "" stands for it.
    const from = book[field] ?? "";
    if (to === undefined || same(field, from, to)) return [];
    return [{ field, from: shown(field, from), to: shown(field, to) }];
  });
}
