import {
  addDoc,
  collection,
  deleteDoc,
  serverTimestamp,
  updateDoc,
  type DocumentReference,
} from "firebase/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { NO_RATINGS } from "@bookstore/shared/books/book.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { RECOMMENDED_FIRST } from "@bookstore/shared/books/recommended.ts";
import { STOCK_SHARD_COUNT, sumShards } from "@bookstore/shared/books/stock.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { deleteStockShards } from "../../functions/src/lib/book-stock.ts";
import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { recommendedStartRef } from "../../functions/src/lib/collections/catalogue.ts";
import { stockRollupRef } from "../../functions/src/lib/collections/stock-shards.ts";
import { generatedCoverSvg } from "../../functions/src/lib/generated-cover.ts";
import { adminDb, api, type ErrorBody } from "../support/admin-session.ts";
import { signUpCustomer } from "../support/auth-tokens.ts";
import { signInClientAdmin, type ClientAdmin } from "../support/client-admin.ts";
import { covers, fetchCover } from "../support/cover-images.ts";
import { postOrder, validOrder } from "../support/order-fixtures.ts";
import { stockRollUpsSettled, stockShardsOf } from "../support/stock-rollups.ts";

/**
 * An admin's client writes books straight to Firestore, as the rules allow; the completeBookWrites
 * trigger must leave the store as whole as the API's create, edit and delete do. Each check polls
 * until the trigger has run (it runs after the write is acknowledged), within a bound.
 */

const TRIGGER_WAIT = { timeout: 20_000, interval: 200 };
/** A test waits for the trigger more than once; the first run may start a Functions worker. */
const TEST_TIMEOUT = 60_000;

const books = booksCollection(adminDb);
const run = Date.now().toString(36);
/** Words no other book has, so a search answers this book alone. */
const firstWord = `zephyr${run}`;
const secondWord = `marmalade${run}`;

let client: ClientAdmin;
const written = new Set<string>();

beforeAll(async () => {
  client = await signInClientAdmin();
});

afterAll(async () => {
  await Promise.all(
    [...written].map(async (id) => {
      await books.doc(id).delete();
      await deleteStockShards(adminDb, id);
      await covers.doc(`${id}.svg`).delete();
    }),
  );
  await client.close();
});

function directBook(title: string, fields: Record<string, unknown> = {}) {
  return {
    title,
    author: "Imra Veldt",
    description: "A book an admin's client writes straight to Firestore.",
    category: "fiction",
    coverImage: "",
    newPrice: 8,
    oldPrice: 10,
    onSale: true,
    trending: false,
    stock: 12,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...fields,
  };
}

async function createDirectly(title: string, fields: Record<string, unknown> = {}) {
  const ref = await addDoc(collection(client.db, COLLECTIONS.books), directBook(title, fields));
  written.add(ref.id);
  return ref;
}

async function searchIds(word: string): Promise<string[]> {
  const { status, body } = await api<Book[]>(`/api/books?search=${word}&limit=30`);
  expect(status).toBe(200);
  return body.map((book) => book._id);
}

async function shardSummary(id: string) {
  const shards = await stockShardsOf(adminDb, id);
  return { shards: shards.length, ...sumShards(shards) };
}

/** Whether catalogue/recommended-start names the book before Recommended's first, as the API keeps it. */
async function recommendedStartIsCurrent(): Promise<boolean> {
  const [newest, start] = await Promise.all([
    books.orderBy("createdAt", "desc").orderBy("__name__", "desc").limit(RECOMMENDED_FIRST).get(),
    recommendedStartRef(adminDb).get(),
  ]);
  const expected = newest.size === RECOMMENDED_FIRST ? (newest.docs.at(-1)?.id ?? null) : null;
  return (start.data()?.after?.bookId ?? null) === expected;
}

describe("a book an admin's client writes directly", { timeout: TEST_TIMEOUT }, () => {
  let ref: DocumentReference;

  it("is completed like the API's create: shards, search terms, ratings, a drawn cover, Recommended", async () => {
    ref = await createDirectly(`Lanterns of ${firstWord}`);
    const { id } = ref;
    // Asked at once, before the trigger has rolled up its sales and copies: still a whole book.
    const early = await api<Book>(`/api/books/${id}`);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ _id: id, sold: 0 });
    // The rules let the client write no ratings; the trigger gives the 0s the API's create writes,
    // without which the top-rated listing would leave the book out.
    await expect
      .poll(async () => (await books.doc(id).get()).data(), TRIGGER_WAIT)
      .toMatchObject(NO_RATINGS);
    await expect
      .poll(() => shardSummary(id), TRIGGER_WAIT)
      .toEqual({ shards: STOCK_SHARD_COUNT, stock: 12, sold: 0 });
    await expect.poll(() => searchIds(firstWord), TRIGGER_WAIT).toEqual([id]);
    await expect
      .poll(async () => (await api<Book>(`/api/books/${id}`)).body.coverImage, TRIGGER_WAIT)
      .toBe(`${id}.svg`);

    const { status, body } = await api<Book>(`/api/books/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: `Lanterns of ${firstWord}`, stock: 12, sold: 0 });
    const cover = await fetchCover(`${id}.svg`);
    expect(cover.status).toBe(200);
    expect(cover.bytes.equals(generatedCoverSvg(body))).toBe(true);
    await expect.poll(recommendedStartIsCurrent, TRIGGER_WAIT).toBe(true);
  });

  it("can be ordered, and its shards and figures stay in step", async () => {
    const customer = await signUpCustomer();
    const { status } = await postOrder(customer.idToken, validOrder([ref.id]));
    expect(status).toBe(201);
    await stockRollUpsSettled(adminDb, [ref.id]);
    expect(await shardSummary(ref.id)).toEqual({ shards: STOCK_SHARD_COUNT, stock: 11, sold: 1 });
    const { body } = await api<Book>(`/api/books/${ref.id}`);
    expect(body).toMatchObject({ stock: 11, sold: 1 });
  });

  it("is found by its new words after a direct edit of its title, and redrawn", async () => {
    const shardTimes = (await adminDb.collection(ref.path + "/stockShards").get()).docs.map(
      (shard) => shard.updateTime.toMillis(),
    );
    await updateDoc(ref, { title: `Marmalade of ${secondWord}`, updatedAt: serverTimestamp() });
    await expect.poll(() => searchIds(secondWord), TRIGGER_WAIT).toEqual([ref.id]);
    expect(await searchIds(firstWord)).toEqual([]);
    const drawn = generatedCoverSvg({
      title: `Marmalade of ${secondWord}`,
      author: "Imra Veldt",
      category: "fiction",
    });
    await expect
      .poll(async () => (await fetchCover(`${ref.id}.svg`)).bytes.equals(drawn), TRIGGER_WAIT)
      .toBe(true);
    // The edit leaves the stock as the order left it: the shards were not written again.
    const { body } = await api<Book>(`/api/books/${ref.id}`);
    expect(body).toMatchObject({ title: `Marmalade of ${secondWord}`, stock: 11, sold: 1 });
    const after = (await adminDb.collection(ref.path + "/stockShards").get()).docs.map((shard) =>
      shard.updateTime.toMillis(),
    );
    expect(after).toEqual(shardTimes);
  });

  it("is cleaned up like the API's delete: shards, roll-up state and drawn cover go", async () => {
    const { id } = ref;
    await deleteDoc(ref);
    await expect
      .poll(() => shardSummary(id), TRIGGER_WAIT)
      .toEqual({ shards: 0, stock: 0, sold: 0 });
    await expect
      .poll(async () => (await stockRollupRef(adminDb, id).get()).exists, TRIGGER_WAIT)
      .toBe(false);
    await expect.poll(async () => (await fetchCover(`${id}.svg`)).status, TRIGGER_WAIT).toBe(404);
    const gone = await api<ErrorBody>(`/api/books/${id}`);
    expect(gone.status).toBe(404);
    expect(await searchIds(secondWord)).toEqual([]);
    await expect.poll(recommendedStartIsCurrent, TRIGGER_WAIT).toBe(true);
  });
});

describe("a cover an admin's client names", { timeout: TEST_TIMEOUT }, () => {
  it("is drawn when the store holds no such file", async () => {
    const ref = await createDirectly(`Unseen cover ${run}`, { coverImage: `missing-${run}.webp` });
    await expect
      .poll(async () => (await api<Book>(`/api/books/${ref.id}`)).body.coverImage, TRIGGER_WAIT)
      .toBe(`${ref.id}.svg`);
    expect((await fetchCover(`${ref.id}.svg`)).status).toBe(200);
  });

  it("stays when it is an https URL, and the book is still completed", async () => {
    const url = "https://covers.example.com/direct.jpg";
    const ref = await createDirectly(`Linked cover ${run}`, { coverImage: url, stock: 0 });
    await expect
      .poll(() => shardSummary(ref.id), TRIGGER_WAIT)
      .toEqual({ shards: STOCK_SHARD_COUNT, stock: 0, sold: 0 });
    const { body } = await api<Book>(`/api/books/${ref.id}`);
    expect(body).toMatchObject({ coverImage: url, stock: 0, sold: 0 });
  });
});
