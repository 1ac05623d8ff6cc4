import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";

import { addressNamesCover } from "@bookstore/shared/books/cover-url.ts";
import type { ImportProblem, ImportRow } from "@bookstore/shared/catalogue/catalogue-import.ts";
import type { BookChanges } from "@bookstore/shared/catalogue/catalogue-update.ts";

import { writeNewStockShards } from "../lib/book-stock.ts";
import type { StoredBook } from "../lib/collections/books.ts";
import { coverStore, type CoverStore } from "../lib/cover-store.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";
import { generatedCoverFile, writeGeneratedCover } from "../lib/generated-cover.ts";
import { newBookDocument } from "../lib/new-book-document.ts";
import { refreshRecommendedStart } from "../lib/recommended-start.ts";
import { requestSearchRebuildAfterWrite } from "../lib/search/search-rebuild.ts";
import { uploadedCoverFile } from "../lib/uploaded-cover-file.ts";

import { chunked, limitConcurrency, mapWithConcurrency } from "./concurrency.ts";
import { fetchCover, type FetchedCover } from "./fetch-cover.ts";
import { findImportedBooks, type ImportTarget } from "./find-imported-books.ts";
import {
  applyUpdates,
  planUpdate,
  requestedUpdate,
  type PlannedUpdate,
} from "./update-imported-books.ts";

/** Each book is 11 writes (the book and its stock shards); a batch takes at most 500. */
export const BOOKS_PER_BATCH = 36;
/** Batches being read, drawn and committed at once. */
export const BATCHES_IN_FLIGHT = 4;
/** Cover downloads at once, across every batch of one import. */
export const COVER_DOWNLOADS_AT_ONCE = 6;

export interface ImportBooksOptions {
  /** Checks everything (covers too) and writes nothing. */
  dryRun?: boolean;
  /** Leaves the stock of books already in the catalogue as orders leave it. */
  keepStock?: boolean;
  covers?: CoverStore;
  downloadCover?: (url: string) => Promise<FetchedCover>;
  /** Called after each batch with the number of rows handled so far. */
  onProgress?: (rowsDone: number) => void;
}

export interface ImportOutcome {
  added: number;
  updated: number;
  unchanged: number;
  changes: BookChanges[];
  /** Rows whose cover could not be used, or whose book was deleted meanwhile: not imported. */
  problems: ImportProblem[];
}

type CoverResult = { ok: true; file: string } | { ok: false; message: string };

interface Context {
  db: Firestore;
  dryRun: boolean;
  keepStock: boolean;
  covers: CoverStore;
  /** The cover file a URL's image is stored under; each URL is downloaded once per import. */
  urlCover: (url: string) => Promise<CoverResult>;
}

interface PreparedBook {
  ref: DocumentReference<StoredBook>;
  document: StoredBook;
}

async function coverFile(context: Context, row: ImportRow, bookId: string): Promise<CoverResult> {
  if (row.coverUrl !== "") return context.urlCover(row.coverUrl);
  if (context.dryRun) return { ok: true, file: generatedCoverFile(bookId) };
  return { ok: true, file: await writeGeneratedCover(bookId, row.book, context.covers) };
}

function storedBook(row: ImportRow, coverImage: string, now: Timestamp): StoredBook {
  const { stock = 0, ...fields } = row.book;
  return newBookDocument({ ...fields, coverImage }, { stock, createdAt: now });
}

function coverProblem(row: ImportRow, message: string): ImportProblem {
  return { line: row.line, field: "cover", message };
}

/** Creates the books, each with its shards; false when another import created one first. */
async function createBooks(db: Firestore, books: readonly PreparedBook[]): Promise<boolean> {
  const batch = db.batch();
  for (const { ref, document } of books) {
    batch.create(ref, document);
    writeNewStockShards(batch, db, ref.id, { stock: document.stock });
  }
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (firestoreErrorCode(error) === FIRESTORE_CODES.alreadyExists) return false;
    throw error;
  }
}

/**
 * Gets the new books' covers and creates them: how many were created, how many another import
 * created first, and the bad rows.
 */
async function addBooks(
  context: Context,
  targets: readonly ImportTarget[],
): Promise<{ added: number; createdElsewhere: number; problems: ImportProblem[] }> {
  const problems: ImportProblem[] = [];
  const now = Timestamp.now();
  const prepared = await Promise.all(
    targets.map(async ({ row, ref }): Promise<PreparedBook | null> => {
      const cover = await coverFile(context, row, ref.id);
      if (!cover.ok) {
        problems.push(coverProblem(row, cover.message));
        return null;
      }
      return { ref, document: storedBook(row, cover.file, now) };
    }),
  );
  const books = prepared.filter((book) => book !== null);
  if (context.dryRun || books.length === 0 || (await createBooks(context.db, books))) {
    return { added: books.length, createdElsewhere: 0, problems };
  }
  // Another import wrote one of these books meanwhile: create them one by one.
  const created = await mapWithConcurrency(books, BOOKS_PER_BATCH, (book) =>
    createBooks(context.db, [book]),
  );
  const added = created.filter(Boolean).length;
  return { added, createdElsewhere: books.length - added, problems };
}

/** Plans each stored book's update (a cover URL is fetched to compare its picture) and writes them. */
async function updateBooks(
  context: Context,
  targets: readonly (ImportTarget & { stored: StoredBook })[],
): Promise<Omit<ImportOutcome, "added">> {
  const problems: ImportProblem[] = [];
  const planned = await Promise.all(
    targets.map(async (target): Promise<PlannedUpdate | null | "bad"> => {
      const { row } = target;
      let coverImage: string | undefined;
      if (addressNamesCover(row.coverUrl, target.stored.coverImage)) {
        // The book's own cover, as an export writes it: nothing to download.
        coverImage = target.stored.coverImage;
      } else if (row.coverUrl !== "") {
        const cover = await context.urlCover(row.coverUrl);
        if (!cover.ok) {
          problems.push(coverProblem(row, cover.message));
          return "bad";
        }
        coverImage = cover.file;
      }
      return planUpdate(target, requestedUpdate(row, coverImage, context.keepStock));
    }),
  );
  const updates = planned.filter((update) => update !== null && update !== "bad");
  const unchanged = planned.filter((update) => update === null).length;
  if (!context.dryRun) problems.push(...(await applyUpdates(context.db, updates)));
  const failed = new Set(problems.map((problem) => problem.line));
  const applied = updates.filter((update) => !failed.has(update.changes.line));
  return {
    updated: applied.length,
    unchanged,
    changes: applied.map((update) => update.changes),
    problems,
  };
}

function hasStored(target: ImportTarget): target is ImportTarget & { stored: StoredBook } {
  return target.stored !== undefined;
}

/** One batch of rows: finds the books already stored, updates those and creates the rest. */
async function importChunk(context: Context, rows: readonly ImportRow[]): Promise<ImportOutcome> {
  const targets = await findImportedBooks(context.db, rows);
  const [added, updated] = await Promise.all([
    addBooks(
      context,
      targets.filter((target) => !hasStored(target)),
    ),
    updateBooks(context, targets.filter(hasStored)),
  ]);
  return {
    added: added.added,
    updated: updated.updated,
    // A book another import created meanwhile is as that import's row had it.
    unchanged: updated.unchanged + added.createdElsewhere,
    changes: updated.changes,
    problems: [...added.problems, ...updated.problems],
  };
}

/**
 * Imports checked rows into the catalogue. A row whose book the catalogue holds (by the row's
 * id, its ISBN, or its title and author) updates that book's prices, description, category,
 * stock and cover where they differ; any other row creates a book under an id made from its
 * ISBN (or its title and author), with its stock shards in the same batch and its cover
 * (downloaded and re-encoded, or drawn) stored just before. Running an import again, whole or
 * after an interruption, changes only what still differs.
 */
export async function importBooks(
  db: Firestore,
  rows: readonly ImportRow[],
  options: ImportBooksOptions = {},
): Promise<ImportOutcome> {
  const dryRun = options.dryRun ?? false;
  const keepStock = options.keepStock ?? false;
  const covers = options.covers ?? coverStore;
  const download = limitConcurrency(COVER_DOWNLOADS_AT_ONCE, options.downloadCover ?? fetchCover);
  const byUrl = new Map<string, Promise<CoverResult>>();
  const urlCover = (url: string): Promise<CoverResult> => {
    const known = byUrl.get(url);
    if (known) return known;
    const result = download(url).then(async (fetched): Promise<CoverResult> => {
      if (!fetched.ok) return fetched;
      const file = uploadedCoverFile(fetched.webp);
      if (!dryRun) await covers.write(file, { contentType: "image/webp", data: fetched.webp });
      return { ok: true, file };
    });
    byUrl.set(url, result);
    return result;
  };
  const context: Context = { db, dryRun, keepStock, covers, urlCover };
  let rowsDone = 0;
  const outcomes = await mapWithConcurrency(
    chunked(rows, BOOKS_PER_BATCH),
    BATCHES_IN_FLIGHT,
    async (chunk) => {
      const outcome = await importChunk(context, chunk);
      rowsDone += chunk.length;
      options.onProgress?.(rowsDone);
      return outcome;
    },
  );
  const sum = (count: (outcome: ImportOutcome) => number) =>
    outcomes.reduce((total, outcome) => total + count(outcome), 0);
  const total: ImportOutcome = {
    added: sum((outcome) => outcome.added),
    updated: sum((outcome) => outcome.updated),
    unchanged: sum((outcome) => outcome.unchanged),
    changes: outcomes.flatMap((outcome) => outcome.changes),
    problems: outcomes.flatMap((outcome) => outcome.problems),
  };
  if (!dryRun && total.added > 0) await refreshRecommendedStart(db);
  if (!dryRun && total.added + total.updated > 0) await requestSearchRebuildAfterWrite(db);
  return total;
}
