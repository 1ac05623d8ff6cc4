import type { DocumentReference, Firestore } from "firebase-admin/firestore";

import type { ImportRow } from "@bookstore/shared/catalogue/catalogue-import.ts";

import { booksCollection, type StoredBook } from "../lib/collections/books.ts";

import { chunked } from "./concurrency.ts";
import { importedBookId } from "./import-book-id.ts";

/** Firestore's limit on the values of one `in` filter. */
const IN_FILTER_VALUES = 30;

/** A row and its book: the stored one it updates, or where a new one is created. */
export interface ImportTarget {
  row: ImportRow;
  ref: DocumentReference<StoredBook>;
  /** The stored book, or undefined when the catalogue has none for the row. */
  stored: StoredBook | undefined;
}

/** A book found in the store. */
interface Found {
  id: string;
  book: StoredBook;
}

/** Books added by hand (auto ids) that carry one of these ISBNs, by ISBN. */
async function booksByIsbn(db: Firestore, isbns: readonly string[]): Promise<Map<string, Found>> {
  const found = new Map<string, Found>();
  const answers = await Promise.all(
    chunked(isbns, IN_FILTER_VALUES).map((values) =>
      booksCollection(db).where("isbn", "in", values).get(),
    ),
  );
  // Several books with one ISBN: the row updates the one whose id sorts first, every time.
  const docs = answers.flatMap((answer) => answer.docs).sort((a, b) => a.id.localeCompare(b.id));
  for (const doc of docs) {
    const book = doc.data();
    if (book.isbn !== undefined && !found.has(book.isbn))
      found.set(book.isbn, { id: doc.id, book });
  }
  return found;
}

/**
 * Finds the book each row names: the one its `id` column gives, else the one stored under the id
 * its ISBN (or title and author) makes, else a book added by hand with its ISBN. A row whose book
 * the catalogue does not hold gets the id a new book is created under.
 */
export async function findImportedBooks(
  db: Firestore,
  rows: readonly ImportRow[],
): Promise<ImportTarget[]> {
  const books = booksCollection(db);
  const candidateIds = rows.map((row) => [
    ...(row.id === null ? [] : [row.id]),
    importedBookId(row),
  ]);
  const uniqueIds = [...new Set(candidateIds.flat())];
  const snapshots = await db.getAll(...uniqueIds.map((id) => books.doc(id)));
  const byId = new Map<string, Found>();
  for (const snapshot of snapshots) {
    // getAll drops the converter's type; the documents are the books collection's.
    const book = snapshot.data() as StoredBook | undefined;
    if (book) byId.set(snapshot.id, { id: snapshot.id, book });
  }
  const stored = candidateIds.map((ids) =>
    ids.map((id) => byId.get(id)).find((found) => found !== undefined),
  );
  const unmatchedIsbns = rows.flatMap((row, index) =>
    stored[index] === undefined && row.isbn !== null ? [row.isbn] : [],
  );
  const byIsbn =
    unmatchedIsbns.length > 0
      ? await booksByIsbn(db, [...new Set(unmatchedIsbns)])
      : new Map<string, Found>();
  return rows.map((row, index): ImportTarget => {
    const match = stored[index] ?? (row.isbn === null ? undefined : byIsbn.get(row.isbn));
    if (match) return { row, ref: books.doc(match.id), stored: match.book };
    return { row, ref: books.doc(importedBookId(row)), stored: undefined };
  });
}
