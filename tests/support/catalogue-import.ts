import { readFileSync } from "node:fs";

import type { DocumentReference } from "firebase-admin/firestore";

import type { CatalogueImportReport } from "@bookstore/shared/catalogue/catalogue-api.ts";
import { importFormatOf, parseCatalogueFile } from "@bookstore/shared/catalogue/catalogue-file.ts";
import { addReports, emptyReport } from "@bookstore/shared/catalogue/catalogue-import-report.ts";
import {
  IMPORT_LIMITS,
  checkImportRecords,
  type ImportRecord,
} from "@bookstore/shared/catalogue/catalogue-import.ts";

import { importedBookId } from "../../functions/src/catalogue/import-book-id.ts";
import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { coversCollection } from "../../functions/src/lib/collections/covers.ts";
import { stockShardRefs } from "../../functions/src/lib/collections/stock-shards.ts";

import { adminDb, api, type ErrorBody } from "./admin-session.ts";

/** The sample that ships with the store, and a file with known bad rows. */
export const SAMPLE_BOOKS_FILE = "scripts/catalogue/sample-books.csv";
export const BROKEN_BOOKS_FILE = "tests/fixtures/catalogue/broken-books.csv";

export const IMPORT_PATH = "/api/admin/books/import";

export function readImportRecords(file: string): ImportRecord[] {
  const format = importFormatOf(file);
  if (!format) throw new Error(`${file} is neither .csv nor .json`);
  return parseCatalogueFile(readFileSync(file, "utf8"), format).records;
}

/** The ids the good rows of a file are stored under. */
export function importedIdsOf(records: readonly ImportRecord[]): string[] {
  return checkImportRecords(records).rows.map((row) => importedBookId(row));
}

export function postImport(
  token: string,
  records: readonly ImportRecord[],
  dryRun = false,
  keepStock = false,
) {
  return api<CatalogueImportReport & ErrorBody>(IMPORT_PATH, {
    method: "POST",
    token,
    json: { rows: records, dryRun, keepStock },
  });
}

/** Sends the records in requests of IMPORT_LIMITS.rowsPerRequest rows, as the page does. */
export async function importInChunks(
  token: string,
  records: readonly ImportRecord[],
  dryRun = false,
  keepStock = false,
): Promise<CatalogueImportReport> {
  let total = emptyReport(dryRun, []);
  for (let start = 0; start < records.length; start += IMPORT_LIMITS.rowsPerRequest) {
    const answer = await postImport(
      token,
      records.slice(start, start + IMPORT_LIMITS.rowsPerRequest),
      dryRun,
      keepStock,
    );
    if (answer.status !== 200) throw new Error(`import answered ${answer.status}`);
    total = addReports(total, answer.body);
  }
  return total;
}

/** Firestore takes at most 500 writes in one commit. */
const WRITES_PER_COMMIT = 500;

/**
 * Removes imported books with their shards and covers, so the seeded catalogue's figures hold:
 * one read for the uploaded covers' names, then the deletes in as few commits as fit. A request
 * per document would be hundreds of calls, which a busy emulator answers slowly.
 */
export async function deleteImportedBooks(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const books = booksCollection(adminDb);
  const covers = coversCollection(adminDb);
  const snapshots = await adminDb.getAll(...ids.map((id) => books.doc(id)));
  const refs: DocumentReference[] = snapshots.flatMap((snapshot) => {
    const cover = snapshot.get("coverImage") as unknown;
    return [
      snapshot.ref,
      ...stockShardRefs(adminDb, snapshot.id),
      // The drawn cover (lib/generated-cover.ts names it so).
      covers.doc(`${snapshot.id}.svg`),
      ...(typeof cover === "string" && cover !== "" ? [covers.doc(cover)] : []),
    ];
  });
  for (let start = 0; start < refs.length; start += WRITES_PER_COMMIT) {
    const batch = adminDb.batch();
    for (const ref of refs.slice(start, start + WRITES_PER_COMMIT)) batch.delete(ref);
    await batch.commit();
  }
}
