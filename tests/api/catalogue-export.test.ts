import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";
import type { CatalogueImportReport } from "@bookstore/shared/catalogue/catalogue-api.ts";
import { parseCatalogueFile } from "@bookstore/shared/catalogue/catalogue-file.ts";
import { emptyReport } from "@bookstore/shared/catalogue/catalogue-import-report.ts";
import {
  CATALOGUE_EXPORT_FILE_NAME,
  IMPORT_COLUMNS,
  checkImportRecords,
  type ImportRecord,
  type ImportRow,
} from "@bookstore/shared/catalogue/catalogue-import.ts";
import { formatPrice } from "@bookstore/shared/core/money.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { SEED_BOOKS } from "../../scripts/seed/data/books.ts";
import { adminDb, adminIdToken } from "../support/admin-session.ts";
import { bearer } from "../support/auth-tokens.ts";
import {
  SAMPLE_BOOKS_FILE,
  deleteImportedBooks,
  importInChunks,
  importedIdsOf,
  readImportRecords,
} from "../support/catalogue-import.ts";
import { STORE_URL } from "../support/store.ts";

const sampleIds = importedIdsOf(readImportRecords(SAMPLE_BOOKS_FILE));
const folder = mkdtempSync(join(tmpdir(), "catalogue-export-"));
const EDITED_TITLE = "Steve Jobs";
const EDITED_PRICE = "19.99";

let token: string;

beforeAll(async () => {
  token = await adminIdToken();
  await deleteImportedBooks(sampleIds);
  // The sample's books are stored under the import's own ids, as books an import made.
  const report = await importInChunks(token, readImportRecords(SAMPLE_BOOKS_FILE));
  expect(report.added).toBe(sampleIds.length);
}, 120_000);

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await deleteImportedBooks(sampleIds);
});

/**
 * What importing the export reports: every assertion of the round trip is here. Each row carries
 * its book's id, so every book is found again, seeded or imported: the unchanged export changes
 * nothing, and the edited price is the one update, listed and stored.
 */
function expectRoundTrip(
  rows: readonly ImportRow[],
  unchanged: CatalogueImportReport,
  edited: { report: CatalogueImportReport; storedPrice: number; exportedPrice: number },
): void {
  expect(unchanged).toEqual({ ...emptyReport(true, []), unchanged: rows.length });
  expect(edited.report).toEqual({
    ...emptyReport(false, []),
    updated: 1,
    changes: [
      {
        line: expect.any(Number) as number,
        bookId: importedIdsOf(readImportRecords(SAMPLE_BOOKS_FILE))[0],
        title: EDITED_TITLE,
        fields: [{ field: "newPrice", from: formatPrice(edited.exportedPrice), to: EDITED_PRICE }],
      },
    ],
  });
  expect(edited.storedPrice).toBe(Number(EDITED_PRICE));
}

function exportCatalogue(file: string) {
  return spawnSync("npm", ["run", "--silent", "catalogue:export", "--", `--out=${file}`], {
    encoding: "utf8",
  });
}

describe("npm run catalogue:export", () => {
  let text: string;
  let records: ImportRecord[];
  let rows: ImportRow[];

  beforeAll(() => {
    const file = join(folder, "catalogue.csv");
    const run = exportCatalogue(file);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr).toMatch(
      /^Exported \d+ books from the local emulators to .*catalogue\.csv\.\n$/,
    );
    text = readFileSync(file, "utf8");
    const parsed = parseCatalogueFile(text, "csv");
    expect(parsed.problems).toEqual([]);
    records = parsed.records;
    const checked = checkImportRecords(records);
    expect(checked.problems).toEqual([]);
    rows = checked.rows;
  }, 60_000);

  it("writes every book in the import's columns, which the import reads with no problem", async () => {
    expect(text.startsWith(`\uFEFF${IMPORT_COLUMNS.join(",")}\r\n`)).toBe(true);
    const stored = await booksCollection(adminDb).get();
    expect(rows).toHaveLength(stored.size);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const doc of stored.docs) {
      const book = doc.data();
      const row = byId.get(doc.id);
      expect(row?.book, doc.id).toMatchObject({
        title: book.title,
        author: book.author,
        description: book.description,
        category: book.category,
        oldPrice: book.oldPrice,
        newPrice: book.newPrice,
        stock: book.stock,
        ...(book.isbn ? { isbn: book.isbn } : {}),
      });
    }
    // Every seeded book is there, its drawn cover left for the import to draw again.
    const titles = new Set(rows.map((row) => row.book.title));
    for (const seeded of SEED_BOOKS) expect(titles.has(seeded.title), seeded.title).toBe(true);
    expect(rows.every((row) => row.coverUrl === "")).toBe(true);
  });

  it("gives the dashboard the same file, as an attachment, to an admin only", async () => {
    const fromApi = await fetch(`${STORE_URL}${API.exportCatalogue.path}`, {
      headers: bearer(token),
    });
    expect(fromApi.status).toBe(200);
    expect(fromApi.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(fromApi.headers.get("content-disposition")).toBe(
      `attachment; filename=${CATALOGUE_EXPORT_FILE_NAME}`,
    );
    // Read as bytes: Response.text() would drop the byte order mark.
    expect(Buffer.from(await fromApi.arrayBuffer()).toString("utf8")).toBe(text);
    const anonymous = await fetch(`${STORE_URL}${API.exportCatalogue.path}`);
    expect(anonymous.status).toBe(401);
  });

  it("imports again as it was exported; an edited price is reported", async () => {
    const unchanged = await importInChunks(token, records, true);
    const edited = records.find((record) => record.fields.title === EDITED_TITLE);
    if (!edited) throw new Error(`the export has no "${EDITED_TITLE}"`);
    const exportedPrice = Number(edited.fields.newPrice);
    const editedReport = await importInChunks(token, [
      { ...edited, fields: { ...edited.fields, newPrice: EDITED_PRICE } },
    ]);
    const [editedId] = importedIdsOf([edited]);
    const storedPrice = (
      await booksCollection(adminDb)
        .doc(editedId ?? "")
        .get()
    ).get("newPrice") as number;
    expectRoundTrip(rows, unchanged, {
      report: editedReport,
      storedPrice,
      exportedPrice,
    });
  }, 60_000);
});
