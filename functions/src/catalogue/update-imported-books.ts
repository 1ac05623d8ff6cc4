import { Timestamp, type Firestore, type UpdateData } from "firebase-admin/firestore";

import { isOnSale } from "@bookstore/shared/books/book.ts";
import type { ImportProblem, ImportRow } from "@bookstore/shared/catalogue/catalogue-import.ts";
import {
  changedFields,
  type BookChanges,
  type RequestedUpdate,
} from "@bookstore/shared/catalogue/catalogue-update.ts";

import { setBookStock } from "../lib/book-stock.ts";
import type { StoredBook } from "../lib/collections/books.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";

import { mapWithConcurrency } from "./concurrency.ts";
import type { ImportTarget } from "./find-imported-books.ts";

/** Stock changes at once: each is a transaction over the book's shards. */
const STOCK_WRITES_AT_ONCE = 8;

export const BOOK_DELETED_DURING_IMPORT = "the book was deleted while the file was imported";

/** A stored book a row changes, with the changes and the fields to write. */
export interface PlannedUpdate {
  target: ImportTarget & { stored: StoredBook };
  changes: BookChanges;
  wanted: RequestedUpdate;
}

/** What the row asks of its book: the stock only when given (and not kept), the cover only when given. */
export function requestedUpdate(
  row: ImportRow,
  coverImage: string | undefined,
  keepStock: boolean,
): RequestedUpdate {
  const { newPrice, oldPrice, description, category, stock, publishedOn } = row.book;
  return {
    newPrice,
    oldPrice,
    description,
    category,
    ...(publishedOn ? { publishedOn } : {}),
    ...(stock === undefined || keepStock ? {} : { stock }),
    ...(coverImage === undefined ? {} : { coverImage }),
  };
}

/** The update a row makes to its stored book, or null when the book already is as the row has it. */
export function planUpdate(
  target: ImportTarget & { stored: StoredBook },
  wanted: RequestedUpdate,
): PlannedUpdate | null {
  const fields = changedFields(target.stored, wanted);
  if (fields.length === 0) return null;
  const changes = {
    line: target.row.line,
    bookId: target.ref.id,
    title: target.stored.title,
    fields,
  };
  return { target, changes, wanted };
}

/** The book's own fields the update writes; the stock goes through the shards instead. */
function bookFields(planned: PlannedUpdate, now: Timestamp): UpdateData<StoredBook> | null {
  const { wanted, changes } = planned;
  const fields = changes.fields.flatMap(({ field }) => (field === "stock" ? [] : [field]));
  if (fields.length === 0) return null;
  return {
    ...Object.fromEntries(fields.map((field) => [field, wanted[field]])),
    onSale: isOnSale(wanted),
    updatedAt: now,
  };
}

/** The new stock a planned update sets, or undefined when the stock stays. */
function newStock({ wanted, changes }: PlannedUpdate): number | undefined {
  return changes.fields.some((change) => change.field === "stock") ? wanted.stock : undefined;
}

function deletedProblem(planned: PlannedUpdate): ImportProblem {
  return { line: planned.changes.line, field: "row", message: BOOK_DELETED_DURING_IMPORT };
}

async function writeBookFields(
  db: Firestore,
  updates: readonly { planned: PlannedUpdate; fields: UpdateData<StoredBook> }[],
): Promise<ImportProblem[]> {
  if (updates.length === 0) return [];
  const batch = db.batch();
  for (const { planned, fields } of updates) batch.update(planned.target.ref, fields);
  try {
    await batch.commit();
    return [];
  } catch (error) {
    if (firestoreErrorCode(error) !== FIRESTORE_CODES.notFound) throw error;
  }
  // A book was deleted meanwhile: write the others one by one.
  const missing = await Promise.all(
    updates.map(async ({ planned, fields }) => {
      try {
        await planned.target.ref.update(fields);
        return [];
      } catch (error) {
        if (firestoreErrorCode(error) !== FIRESTORE_CODES.notFound) throw error;
        return [deletedProblem(planned)];
      }
    }),
  );
  return missing.flat();
}

/**
 * Writes the planned updates: the books' own fields in one batch (price, description, category,
 * cover, and onSale from the prices), then each new stock through the shards with setBookStock,
 * which keeps `sold` and serialises with the orders taking copies of the book. Returns the rows
 * whose book was deleted meanwhile.
 */
export async function applyUpdates(
  db: Firestore,
  planned: readonly PlannedUpdate[],
): Promise<ImportProblem[]> {
  const now = Timestamp.now();
  const withFields = planned.flatMap((update) => {
    const fields = bookFields(update, now);
    return fields ? [{ planned: update, fields }] : [];
  });
  const problems = await writeBookFields(db, withFields);
  const failedLines = new Set(problems.map((problem) => problem.line));
  const stockChanges = planned.flatMap((update) => {
    const stock = newStock(update);
    return stock === undefined || failedLines.has(update.changes.line) ? [] : [{ update, stock }];
  });
  const stockProblems = await mapWithConcurrency(
    stockChanges,
    STOCK_WRITES_AT_ONCE,
    async ({ update, stock }) => {
      try {
        await setBookStock(db, update.target.ref.id, stock);
        return [];
      } catch (error) {
        if (firestoreErrorCode(error) !== FIRESTORE_CODES.notFound) throw error;
        return [deletedProblem(update)];
      }
    },
  );
  return [...problems, ...stockProblems.flat()];
}
