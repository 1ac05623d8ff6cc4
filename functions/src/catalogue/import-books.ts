import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";

import { writeNewStockShards } from "../lib/book-stock.ts";
import { booksCollection, type StoredBook } from "../lib/collections/books.ts";
import { coverStore, type CoverStore } from "../lib/cover-store.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";
import { generatedCoverFile, writeGeneratedCover } from "../lib/generated-cover.ts";
import { newBookDocument } from "../lib/new-book-document.ts";
import { refreshRecommendedStart } from "../lib/recommended-start.ts";
import { requestSearchRebuildAfterWrite } from "../lib/search/search-rebuild.ts";
import { uploadedCoverFile } from "../lib/uploaded-cover-file.ts";
import type { ImportProblem, ImportRow } from "../shared/catalogue-import.ts";

import { limitConcurrency, mapWithConcurrency } from "./concurrency.ts";
import { fetchCover, type FetchedCover } from "./fetch-cover.ts";
import { importedBookId } from "./import-book-id.ts";

/** Each book is 11 writes (the book and its stock shards); a batch takes at most 500. */
export const BOOKS_PER_BATCH = 36;
/** Batches being read, drawn and committed at once. */
export const BATCHES_IN_FLIGHT = 4;
/** Cover downloads at once, across every batch of one import. */
export const COVER_DOWNLOADS_AT_ONCE = 6;

export interface ImportBooksOptions {
  /** Checks everything (covers too) and writes nothing. */
  dryRun?: boolean;
  covers?: CoverStore;
  downloadCover?: (url: string) => Promise<FetchedCover>;
  /** Called after each batch with the number of rows handled so far. */
  onProgress?: (rowsDone: number) => void;
}

export interface ImportOutcome {
  added: number;
  alreadyPresent: number;
  /** Rows whose cover could not be used: not imported. */
  problems: ImportProblem[];
}

type CoverResult = { ok: true; file: string } | { ok: false; message: string };

interface Context {
  db: Firestore;
  dryRun: boolean;
  covers: CoverStore;
  /** The cover file a URL's image is stored under; each URL is downloaded once per import. */
  urlCover: (url: string) => Promise<CoverResult>;
}

interface PreparedBook {
  ref: DocumentReference<StoredBook>;
  document: StoredBook;
}

function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
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

/** One batch of rows: skips the books already stored, gets the covers, creates the rest. */
async function importChunk(context: Context, rows: readonly ImportRow[]): Promise<ImportOutcome> {
  const { db } = context;
  const refs = rows.map((row) => booksCollection(db).doc(importedBookId(row)));
  const snapshots = await db.getAll(...refs, { fieldMask: [] });
  const fresh = rows.flatMap((row, index) => {
    const ref = refs[index];
    return ref && !snapshots[index]?.exists ? [{ row, ref }] : [];
  });
  const problems: ImportProblem[] = [];
  const now = Timestamp.now();
  const prepared = await Promise.all(
    fresh.map(async ({ row, ref }): Promise<PreparedBook | null> => {
      const cover = await coverFile(context, row, ref.id);
      if (!cover.ok) {
        problems.push({ line: row.line, field: "cover", message: cover.message });
        return null;
      }
      return { ref, document: storedBook(row, cover.file, now) };
    }),
  );
  const books = prepared.filter((book) => book !== null);
  const alreadyPresent = rows.length - fresh.length;
  if (context.dryRun || books.length === 0) {
    return { added: books.length, alreadyPresent, problems };
  }
  if (await createBooks(db, books)) return { added: books.length, alreadyPresent, problems };
  // Another import wrote one of these books meanwhile: create them one by one.
  const created = await mapWithConcurrency(books, BOOKS_PER_BATCH, (book) =>
    createBooks(db, [book]),
  );
  const added = created.filter(Boolean).length;
  return { added, alreadyPresent: alreadyPresent + books.length - added, problems };
}

/**
 * Imports checked rows into the catalogue. A book is stored under an id made from its ISBN (or
 * its title and author) and only ever created, so a book already in the catalogue is left
 * exactly as it is, and running an import again, whole or after an interruption, adds only
 * what is missing. Each book's document and stock shards are written in one batch; its cover
 * (downloaded and re-encoded, or drawn) is stored just before, under a name the next run
 * writes again with the same picture.
 */
export async function importBooks(
  db: Firestore,
  rows: readonly ImportRow[],
  options: ImportBooksOptions = {},
): Promise<ImportOutcome> {
  const dryRun = options.dryRun ?? false;
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
  const context: Context = { db, dryRun, covers, urlCover };
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
  const total: ImportOutcome = {
    added: outcomes.reduce((sum, outcome) => sum + outcome.added, 0),
    alreadyPresent: outcomes.reduce((sum, outcome) => sum + outcome.alreadyPresent, 0),
    problems: outcomes.flatMap((outcome) => outcome.problems),
  };
  if (!dryRun && total.added > 0) {
    await Promise.all([refreshRecommendedStart(db), requestSearchRebuildAfterWrite(db)]);
  }
  return total;
}
