import { DocumentSnapshot, Query, QuerySnapshot } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// First: it names the emulator and starts the Admin SDK app the API's modules then share.
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { SEED_BOOKS } from "../../scripts/seed/data/books.ts";
import { adminDb } from "../support/admin-session.ts";
import { ROUTES, testClient } from "../support/client-addresses.ts";
import { startApiInProcess, type InProcessApi } from "../support/in-process-api.ts";

/**
 * The work a sitemap or a cover PNG costs, with the API in this process against the emulator:
 * the book documents Firestore answers are counted on their way back (the reads themselves go
 * to the emulator unchanged), and the PNGs rendered by the module's own counter.
 */

const queryReads = vi.spyOn(Query.prototype, "get");

/** Book documents the queries since the last call read. */
async function booksReadSinceLastCount(): Promise<number> {
  let count = 0;
  for (const result of queryReads.mock.results) {
    const snapshot = (await result.value) as QuerySnapshot;
    count += snapshot.docs.filter(
      (doc: DocumentSnapshot) => doc.ref.parent.id === COLLECTIONS.books,
    ).length;
  }
  queryReads.mockClear();
  return count;
}

let api: InProcessApi;
let base: string;
let coverPngRenders: () => number;

beforeAll(async () => {
  expect(adminDb).toBeDefined();
  ({ coverPngRenders } = await import("../../functions/src/covers/rendered-png-cache.ts"));
  api = await startApiInProcess();
  base = api.base;
}, 90_000);

afterAll(async () => {
  queryReads.mockRestore();
  await api.close();
});

async function get(path: string, client: string): Promise<{ status: number; body: Buffer }> {
  const response = await fetch(`${base}${path}`, { headers: ROUTES.hosting.headers(client) });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

describe("a sitemap's reads", () => {
  it("reads the catalogue once for 20 requests with different query strings", async () => {
    const client = testClient();
    const books = (await adminDb.collection(COLLECTIONS.books).count().get()).data().count;
    await booksReadSinceLastCount();
    for (let sent = 0; sent < 20; sent += 1) {
      const { status, body } = await get(`/sitemaps/books-0.xml?x=${sent}`, client);
      expect(status).toBe(200);
      const xml = body.toString("utf8");
      for (const book of SEED_BOOKS) expect(xml).toContain(`/books/${book.id}</loc>`);
    }
    // One build of the child: each book once (a book written meanwhile may add one).
    const read = await booksReadSinceLastCount();
    expect(read).toBeGreaterThanOrEqual(SEED_BOOKS.length);
    expect(read).toBeLessThanOrEqual(books + 5);
  });

  it("reads no book for the sitemap index, whatever its query string", async () => {
    const client = testClient();
    await booksReadSinceLastCount();
    for (let sent = 0; sent < 20; sent += 1) {
      const { status, body } = await get(`/sitemap.xml?x=${sent}`, client);
      expect(status).toBe(200);
      expect(body.toString("utf8")).toContain("/sitemaps/books-0.xml</loc>");
    }
    expect(await booksReadSinceLastCount()).toBe(0);
  });
});

describe("a cover PNG's rendering", () => {
  const name = `png-work-${Date.now().toString(36)}`;
  const svg = (fill: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="${fill}"/></svg>`,
    );
  const drawCover = (fill: string) =>
    adminDb
      .collection(COLLECTIONS.covers)
      .doc(`${name}.svg`)
      .set({ contentType: "image/svg+xml", data: svg(fill) });

  afterAll(async () => {
    await adminDb.collection(COLLECTIONS.covers).doc(`${name}.svg`).delete();
  });

  it("renders a drawing once whatever the query string, and a changed drawing anew", async () => {
    const client = testClient();
    await drawCover("#123456");
    const before = coverPngRenders();
    const answers = [];
    for (let sent = 0; sent < 10; sent += 1) {
      answers.push(await get(`/covers/png/${name}.png?v=${sent}`, client));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
    const first = answers[0]?.body ?? Buffer.alloc(0);
    expect(first.subarray(1, 4).toString("latin1")).toBe("PNG");
    for (const answer of answers) expect(answer.body.equals(first)).toBe(true);
    expect(coverPngRenders() - before).toBe(1);

    await drawCover("#abcdef");
    const changed = await get(`/covers/png/${name}.png`, client);
    expect(changed.status).toBe(200);
    expect(changed.body.equals(first)).toBe(false);
    expect(coverPngRenders() - before).toBe(2);
  });
});
