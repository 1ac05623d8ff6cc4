import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { BOOK_MESSAGES } from "@bookstore/shared/books/book-input.ts";
import { NO_RATINGS } from "@bookstore/shared/books/book.ts";
import { CATEGORIES } from "@bookstore/shared/books/categories.ts";
import { STOCK_SHARD_COUNT } from "@bookstore/shared/books/stock.ts";
import { emptyReport } from "@bookstore/shared/catalogue/catalogue-import-report.ts";
import {
  IMPORT_MESSAGES,
  type ImportRecord,
} from "@bookstore/shared/catalogue/catalogue-import.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { coversCollection } from "../../functions/src/lib/collections/covers.ts";
import { stockShardsCollection } from "../../functions/src/lib/collections/stock-shards.ts";
import { generatedCoverFile } from "../../functions/src/lib/generated-cover.ts";
import { adminDb, adminIdToken, api } from "../support/admin-session.ts";
import { signUpCustomer } from "../support/auth-tokens.ts";
import {
  BROKEN_BOOKS_FILE,
  IMPORT_PATH,
  SAMPLE_BOOKS_FILE,
  deleteImportedBooks,
  importInChunks,
  importedIdsOf,
  postImport,
  readImportRecords,
} from "../support/catalogue-import.ts";
import {
  snapshotCollections,
  snapshotDifferences,
  type DatabaseSnapshot,
} from "../support/database-snapshot.ts";

const books = booksCollection(adminDb);
const sample = readImportRecords(SAMPLE_BOOKS_FILE);
const broken = readImportRecords(BROKEN_BOOKS_FILE);
const sampleIds = importedIdsOf(sample);
const brokenIds = importedIdsOf(broken);

let adminToken: string;

/** The entries of a collection's snapshot under the given ids. */
function pick(documents: DatabaseSnapshot[string] | undefined, ids: readonly string[]) {
  return Object.fromEntries(ids.flatMap((id) => (documents?.[id] ? [[id, documents[id]]] : [])));
}

async function countBooks(): Promise<number> {
  return (await books.count().get()).data().count;
}

beforeAll(async () => {
  adminToken = await adminIdToken();
  await deleteImportedBooks([...sampleIds, ...brokenIds]);
});

afterAll(async () => {
  await deleteImportedBooks([...sampleIds, ...brokenIds]);
});

describe("POST /api/admin/books/import", () => {
  it("refuses callers that are not admins and imports nothing", async () => {
    const before = await countBooks();
    const anonymous = await api(IMPORT_PATH, { method: "POST", json: { rows: sample } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: MESSAGES.signInRequired });
    const customer = await signUpCustomer();
    const refused = await postImport(customer.idToken, sample.slice(0, 10));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: ACCESS_MESSAGES.adminOnly });
    expect(await countBooks()).toBe(before);
  });

  it("checks the sample in a dry run without writing anything", async () => {
    // Only what the import would write: other test files write books and covers meanwhile.
    const ofSample = (snapshot: DatabaseSnapshot): DatabaseSnapshot => ({
      books: pick(snapshot.books, sampleIds),
      covers: pick(snapshot.covers, sampleIds.map(generatedCoverFile)),
    });
    const collections = [books, coversCollection(adminDb)];
    const before = ofSample(await snapshotCollections(collections));
    const report = await importInChunks(adminToken, sample, true);
    expect(report).toEqual({ ...emptyReport(true, []), added: 50 });
    expect(snapshotDifferences(before, ofSample(await snapshotCollections(collections)))).toEqual(
      {},
    );
  });

  it("imports the 50 sample books, each with its stock shards and a drawn cover", async () => {
    const before = await countBooks();
    const report = await importInChunks(adminToken, sample);
    expect(report).toEqual({ ...emptyReport(false, []), added: 50 });
    expect(await countBooks()).toBe(before + 50);

    const stored = await adminDb.getAll(...sampleIds.map((id) => books.doc(id)));
    expect(new Set(stored.map((doc) => doc.get("category") as unknown))).toEqual(
      new Set(CATEGORIES),
    );
    const [first] = stored;
    expect(first?.data()).toMatchObject({
      title: "Steve Jobs",
      author: "Walter Isaacson",
      category: "biography",
      oldPrice: 35,
      newPrice: 24.99,
      stock: 12,
      sold: 0,
      onSale: true,
      trending: false,
      coverImage: `${sampleIds[0]}.svg`,
      ...NO_RATINGS,
    });
    expect(sampleIds[0]).toBe("isbn-9781451648539");
    const shards = await stockShardsCollection(adminDb, sampleIds[0] ?? "").get();
    expect(shards.size).toBe(STOCK_SHARD_COUNT);
    expect(shards.docs.reduce((sum, shard) => sum + Number(shard.get("stock")), 0)).toBe(12);
    const cover = await coversCollection(adminDb).doc(`${sampleIds[0]}.svg`).get();
    expect(cover.get("contentType")).toBe("image/svg+xml");

    // The shop lists an imported book like any other.
    const shown = await api<{ title: string }>(`/api/books/${sampleIds[0]}`);
    expect(shown.status).toBe(200);
    expect(shown.body.title).toBe("Steve Jobs");
  });

  it("changes nothing when the same file is imported again", async () => {
    const collections = [books, coversCollection(adminDb)];
    const shardsOf = async () =>
      snapshotCollections(sampleIds.map((id) => stockShardsCollection(adminDb, id)));
    const before = await snapshotCollections(collections);
    const shardsBefore = await shardsOf();
    const report = await importInChunks(adminToken, sample);
    expect(report).toEqual({ ...emptyReport(false, []), unchanged: 50 });
    expect(snapshotDifferences(before, await snapshotCollections(collections))).toEqual({});
    expect(snapshotDifferences(shardsBefore, await shardsOf())).toEqual({});
  });

  it("completes an import that stopped part way", async () => {
    const missing = sampleIds.slice(20, 35);
    await deleteImportedBooks(missing);
    const report = await importInChunks(adminToken, sample);
    expect(report).toMatchObject({ added: 15, updated: 0, unchanged: 35, problems: [] });
    const stored = await adminDb.getAll(...missing.map((id) => books.doc(id)));
    expect(stored.every((doc) => doc.exists)).toBe(true);
  });

  it("adds each book once when two imports of the same file run at once", async () => {
    await deleteImportedBooks(sampleIds);
    const before = await countBooks();
    const token = await adminIdToken();
    const reports = await Promise.all([
      importInChunks(adminToken, sample),
      importInChunks(token, sample),
    ]);
    expect(reports.map((report) => report.added + report.unchanged)).toEqual([50, 50]);
    expect(reports[0].added + reports[1].added).toBe(50);
    expect(await countBooks()).toBe(before + 50);
    const shards = await stockShardsCollection(adminDb, sampleIds[49] ?? "").get();
    expect(shards.size).toBe(STOCK_SHARD_COUNT);
  });

  it("reports each bad row of the broken file by line and field and imports only the good ones", async () => {
    const before = await countBooks();
    const report = await importInChunks(adminToken, broken);
    expect(report).toMatchObject({ added: 4, updated: 0, unchanged: 0 });
    expect(report.problems).toEqual([
      { line: 3, field: "title", message: BOOK_MESSAGES.required },
      { line: 4, field: "category", message: BOOK_MESSAGES.category },
      { line: 5, field: "newPrice", message: BOOK_MESSAGES.notNumber },
      { line: 7, field: "isbn", message: IMPORT_MESSAGES.isbn },
      { line: 8, field: "title", message: IMPORT_MESSAGES.repeats(2) },
      { line: 9, field: "oldPrice", message: BOOK_MESSAGES.negative },
      { line: 9, field: "stock", message: BOOK_MESSAGES.notWholeNumber },
    ]);
    expect(await countBooks()).toBe(before + 4);
    const good = await adminDb.getAll(...brokenIds.map((id) => books.doc(id)));
    expect(good.map((doc) => doc.get("title") as unknown)).toEqual([
      "Import Test Good One",
      "Import Test Good Two",
      "Import Test Good Three",
      "Import Test Good Four",
    ]);
    expect(good[2]?.get("description")).toBe(
      "A good row whose description, quoted,\nruns over two lines.",
    );
    const titles = (await books.where("author", "==", "Ada Tester").get()).docs.map(
      (doc) => doc.get("title") as unknown,
    );
    expect(titles).not.toContain("Import Test Poetry");
    expect(titles).not.toContain("Import Test Negative");
  });

  it("reads rows sent from a JSON file the same way", async () => {
    const json: ImportRecord[] = [
      {
        line: 2,
        fields: {
          title: "Import Test Json",
          description: "From JSON.",
          category: "fiction",
          oldPrice: 3,
          newPrice: 2,
          colour: "red",
        },
      },
      {
        line: 9,
        fields: {
          title: "Import Test Json",
          description: "x",
          category: "fiction",
          oldPrice: 3,
          newPrice: 2e9,
        },
      },
    ];
    const answer = await postImport(adminToken, json);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...emptyReport(false, []),
      problems: [
        { line: 2, field: "colour", message: IMPORT_MESSAGES.unknownColumn },
        { line: 9, field: "newPrice", message: BOOK_MESSAGES.tooExpensive },
      ],
    });
  });
});
