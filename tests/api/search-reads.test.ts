import {
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  QuerySnapshot,
} from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// First: it names the emulator and starts the Admin SDK app the API's modules then share.
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { adminDb } from "../support/admin-session.ts";
import { startApiInProcess, type InProcessApi } from "../support/in-process-api.ts";
import { searchReady } from "../support/search-api.ts";

/**
 * The API's search handlers run in this process against the emulator, with every Firestore read
 * they make counted on its way back (the reads themselves go to the emulator unchanged): a query
 * reads the page's books and no other book.
 */

// Spies call through: every read still goes to the emulator, and its answer is kept to count.
const reads = {
  getAll: vi.spyOn(Firestore.prototype, "getAll"),
  getDocument: vi.spyOn(DocumentReference.prototype, "get"),
  getQuery: vi.spyOn(Query.prototype, "get"),
};

function booksIn(snapshots: readonly DocumentSnapshot[]): number {
  return snapshots.filter(
    (snapshot) => snapshot.exists && snapshot.ref.parent.id === COLLECTIONS.books,
  ).length;
}

/** Book documents read since the last call. */
async function booksReadSinceLastCount(): Promise<number> {
  let count = 0;
  for (const result of reads.getAll.mock.results) {
    count += booksIn((await result.value) as DocumentSnapshot[]);
  }
  for (const result of reads.getDocument.mock.results) count += booksIn([await result.value]);
  for (const result of reads.getQuery.mock.results) {
    const snapshot = (await result.value) as QuerySnapshot;
    count += booksIn(snapshot.docs);
  }
  for (const spy of Object.values(reads)) spy.mockClear();
  return count;
}

let api: InProcessApi;
let base: string;

beforeAll(async () => {
  expect(adminDb).toBeDefined();
  await searchReady();
  api = await startApiInProcess();
  base = api.base;
}, 90_000);

afterAll(async () => {
  for (const spy of Object.values(reads)) spy.mockRestore();
  await api.close();
});

async function booksReadBy(path: string): Promise<{ status: number; read: number; body: unknown }> {
  await booksReadSinceLastCount();
  const response = await fetch(`${base}${path}`);
  const body: unknown = await response.json();
  return { status: response.status, read: await booksReadSinceLastCount(), body };
}

describe("the books a search reads", () => {
  it("counts reads: a book's answer reads its book", async () => {
    const { status, read } = await booksReadBy("/api/books/the-last-clockmaker-of-vellington");
    expect(status).toBe(200);
    expect(read).toBeGreaterThanOrEqual(1);
  });

  it("reads only the page's books, however many match", async () => {
    await booksReadBy("/api/books/search?q=the&pageSize=5");
    const { status, read, body } = await booksReadBy("/api/books/search?q=the&pageSize=5&page=3");
    expect(status).toBe(200);
    expect((body as { total: number }).total).toBeGreaterThan(20);
    expect(read).toBe(5);
  });

  it("reads no book for suggestions, nor for a search that finds nothing", async () => {
    expect((await booksReadBy("/api/books/suggest?q=clockm")).read).toBe(0);
    expect((await booksReadBy("/api/books/search?q=clokmakkerr")).read).toBe(0);
  });
});
