import type { Writable } from "node:stream";

import type { Firestore } from "firebase-admin/firestore";

import type { BookDocument, TimestampLike } from "@bookstore/shared/books/book.ts";
import { coverUrl } from "@bookstore/shared/books/cover-url.ts";
import { IMPORT_COLUMNS, type ImportColumn } from "@bookstore/shared/catalogue/catalogue-import.ts";
import { formatPrice } from "@bookstore/shared/core/money.ts";
import { neutraliseCell } from "@bookstore/shared/core/spreadsheet-cell.ts";

import { booksCollection } from "./collections/books.ts";
import { writeCsv } from "./csv-file.ts";
import { documentPages, EXPORT_PAGE_SIZE } from "./document-pages.ts";
import { generatedCoverFile } from "./generated-cover.ts";

type ExportedBook = Pick<
  BookDocument<TimestampLike>,
  | "title"
  | "author"
  | "description"
  | "category"
  | "oldPrice"
  | "newPrice"
  | "stock"
  | "isbn"
  | "publishedOn"
  | "coverImage"
>;

/**
 * The cover as the import takes it: empty for the drawn cover (the import draws it again), the
 * address of a cover stored elsewhere as it is, and a stored cover as its absolute address on
 * the store, which the import could fetch.
 */
function exportedCover(bookId: string, coverImage: string, origin: string): string {
  if (coverImage.trim() === "" || coverImage === generatedCoverFile(bookId)) return "";
  const address = coverUrl(coverImage);
  return /^https?:\/\//i.test(address) ? address : `${origin}${address}`;
}

/**
 * A book as a row of the catalogue import's own file, so the export can be edited and imported
 * again: prices in dollars with 2 decimals, the copies in stock, the ISBN-13 with a hyphen after
 * its prefix (a spreadsheet would turn 13 bare digits into a rounded number; the import ignores
 * hyphens), the publication day as YYYY-MM-DD, every cell neutralised for spreadsheets (the import restores them), and the book's id,
 * by which the import finds the book again whatever its id is.
 */
export function catalogueExportRow(id: string, book: ExportedBook, origin: string): string[] {
  const cells: Record<ImportColumn, string> = {
    title: book.title,
    author: book.author,
    description: book.description,
    category: book.category,
    oldPrice: formatPrice(book.oldPrice),
    newPrice: formatPrice(book.newPrice),
    stock: String(book.stock),
    isbn: book.isbn ? `${book.isbn.slice(0, 3)}-${book.isbn.slice(3)}` : "",
    publishedOn: book.publishedOn ?? "",
    cover: exportedCover(id, book.coverImage, origin),
    id,
  };
  return IMPORT_COLUMNS.map((column) => neutraliseCell(cells[column]));
}

export interface CatalogueCsvOptions {
  /** The store's address, which a stored cover's address starts with. */
  origin: string;
  pageSize?: number;
}

/**
 * Writes every book to `output` in the import's columns, by title, a page at a time as the
 * output takes the rows, and ends it. Resolves with the number of books written.
 */
export async function writeCatalogueCsv(
  db: Firestore,
  output: Writable,
  { origin, pageSize = EXPORT_PAGE_SIZE }: CatalogueCsvOptions,
): Promise<number> {
  let books = 0;
  async function* rows() {
    for await (const page of documentPages(booksCollection(db).orderBy("title"), pageSize)) {
      books += page.length;
      for (const doc of page) yield catalogueExportRow(doc.id, doc.data(), origin);
    }
  }
  await writeCsv(IMPORT_COLUMNS, rows(), output);
  return books;
}
