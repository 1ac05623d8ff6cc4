import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { NO_RATINGS } from "@bookstore/shared/books/book.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { anonymisedOrderFields, orderFromDocument } from "@bookstore/shared/orders/order.ts";

import { deleteStockShards } from "../../functions/src/lib/book-stock.ts";
import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import { mailCollection, type StoredMail } from "../../functions/src/lib/collections/mail.ts";
import { migrationsCollection } from "../../functions/src/lib/collections/migrations.ts";
import { ordersCollection, type StoredOrder } from "../../functions/src/lib/collections/orders.ts";
import { savedCollection, savedCountRef } from "../../functions/src/lib/collections/saved.ts";
import { stockRollupRef } from "../../functions/src/lib/collections/stock-shards.ts";
import { ownerNewOrderMail } from "../../functions/src/mail/owner-new-order-mail.ts";
import { HUB_URL } from "../../scripts/lib/paths.mjs";
import { MIGRATED_BOOK_STOCK } from "../../scripts/migrations/book-stock-shards.ts";
import { MIGRATIONS } from "../../scripts/migrations/index.ts";
import { legacyBooksCollection, type LegacyBook } from "../../scripts/migrations/legacy-book.ts";
import {
  legacyReviewsCollection,
  type LegacyReview,
} from "../../scripts/migrations/legacy-review.ts";
import { runMigrations } from "../../scripts/migrations/run-migrations.ts";
import { adminDb } from "../support/admin-session.ts";
import { signUpCustomer, type SignedInAccount } from "../support/auth-tokens.ts";
import { clearFirestore, exportEmulatorData, importFirestore } from "../support/emulator-export.ts";
import { postOrder, validOrder } from "../support/order-fixtures.ts";
import { searchReady } from "../support/search-api.ts";
import { shardTotals, stockRollUpsSettled } from "../support/stock-rollups.ts";
import { requestJson } from "../support/store.ts";

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** Words no other book has, so a search finds these books alone. */
const TITLE_WORD = `almanac${run}`;
const AUTHOR_WORD = `scribe${run}`;
/** A price no other book has, so a price filter lists these books alone. */
const PRICE = 7777.25;
const LONG_AGO = Timestamp.fromDate(new Date("2001-01-01T00:00:00Z"));
/**
 * Each `npm run migrate` starts Node, tsx and firebase-admin afresh, and the first order may start
 * a Functions worker: seconds each on a busy machine.
 */
const SLOW_TEST_MS = 120_000;

/**
 * Ids that sort before every other book's ('-' sorts before digits and letters), so the first
 * migration examines these three first and --stop-after 2 stops after the first two.
 */
const ids = [0, 1, 2].map((index) => `0000-old-${run}-${index}`);
const [onSaleId = "", fullPriceId = "", thirdId = ""] = ids;
const oldOrderId = `old-order-${run}`;
const oldCustomerUid = `old-customer-${run}`;
const oldReviewId = `oldreviewer${run}_${onSaleId}`;
/** A customer who saved two books before the rules counted saves. */
const oldSaverUid = `old-saver-${run}`;
/** An order whose customer deleted their account before order mail carried the uid. */
const oldAnonymisedOrderId = `old-anonymised-order-${run}`;
/** The owner's notices of the two old orders, as the store wrote them before they had a uid. */
const oldOwnerMailId = `old-owner-mail-${run}`;
const oldAnonymisedMailId = `old-anonymised-mail-${run}`;

/**
 * A book as the store saved it before it counted copies: no stock, onSale, search terms or
 * ratings.
 */
function oldBook(title: string, author: string, oldPrice: number, sold?: number): LegacyBook {
  return {
    title,
    author,
    description: "Saved by a version of the store that did not count copies.",
    category: "fiction",
    coverImage: "",
    newPrice: PRICE,
    oldPrice,
    trending: false,
    ...(sold === undefined ? {} : { sold }),
    createdAt: LONG_AGO,
    updatedAt: LONG_AGO,
  };
}

/** An order saved before the store kept customer counters or status histories. */
const oldOrder: StoredOrder = {
  uid: oldCustomerUid,
  name: "Early Reader",
  email: `early-${run}@example.com`,
  phone: "+1 (541) 555-0142",
  address: { city: "Springfield", country: "United States", state: "Oregon", zipcode: "97477" },
  productIds: [onSaleId],
  items: [{ bookId: onSaleId, title: "Old", unitPriceCents: 777725 }],
  totalPrice: "7777.25",
  totalCents: 777725,
  status: "delivered",
  paymentMethod: "cash-on-delivery",
  createdAt: LONG_AGO,
};

/** The owner's notice of an order as a store without uids on mail wrote it. */
function oldOwnerMail(orderId: string): StoredMail {
  const { subject, text, html } = ownerNewOrderMail(
    orderFromDocument(orderId, oldOrder),
    "https://old.example",
  );
  return {
    to: "owner@example.com",
    kind: "owner-new-order",
    message: { subject, text, html },
    createdAt: LONG_AGO,
  };
}

function migrate(...args: string[]) {
  const answer = spawnSync("npm", ["run", "--silent", "migrate", "--", ...args], {
    encoding: "utf8",
  });
  return { status: answer.status, output: `${answer.stdout}${answer.stderr}` };
}

/** The count a migration's line of the report gives: "would change N of", "changed N of". */
function changedCount(output: string, id: string): number {
  const line = output.split("\n").find((text) => text.includes(`${id}:`)) ?? "";
  const match = /change[d]? (\d+) of/.exec(line);
  if (!match?.[1]) throw new Error(`no count for ${id} in:\n${output}`);
  return Number(match[1]);
}

async function storedBook(id: string): Promise<LegacyBook | undefined> {
  return (await legacyBooksCollection(adminDb).doc(id).get()).data();
}

async function deleteMigrationRecords(): Promise<void> {
  const records = await migrationsCollection(adminDb).get();
  await Promise.all(records.docs.map((record) => record.ref.delete()));
}

async function removeOldData(): Promise<void> {
  const books = legacyBooksCollection(adminDb);
  await Promise.all([
    ...ids.flatMap((id) => [
      books.doc(id).delete(),
      deleteStockShards(adminDb, id),
      stockRollupRef(adminDb, id).delete(),
    ]),
    ordersCollection(adminDb).doc(oldOrderId).delete(),
    customersCollection(adminDb).doc(oldCustomerUid).delete(),
    legacyReviewsCollection(adminDb).doc(oldReviewId).delete(),
    savedCollection(adminDb, oldSaverUid).doc(onSaleId).delete(),
    savedCollection(adminDb, oldSaverUid).doc(fullPriceId).delete(),
    savedCountRef(adminDb, oldSaverUid).delete(),
    ordersCollection(adminDb).doc(oldAnonymisedOrderId).delete(),
    mailCollection(adminDb).doc(oldOwnerMailId).delete(),
    mailCollection(adminDb).doc(oldAnonymisedMailId).delete(),
  ]);
}

/**
 * Switches the Functions emulator's background triggers off or on. Off from the moment the old
 * data is written until it is back from the export, as an older version wrote it: the books
 * trigger (completeBookWrites) would otherwise complete those writes at once, while a store saved
 * before it existed holds them as they were.
 */
async function backgroundTriggers(on: boolean): Promise<void> {
  const action = on ? "enableBackgroundTriggers" : "disableBackgroundTriggers";
  const response = await fetch(`${HUB_URL}/functions/${action}`, { method: "PUT" });
  expect(response.status).toBe(200);
}

async function bookCount(): Promise<number> {
  return (await adminDb.collection(COLLECTIONS.books).count().get()).data().count;
}

/** A review saved before helpful votes: no helpfulCount. */
const oldReview: LegacyReview = {
  bookId: onSaleId,
  uid: `oldreviewer${run}`,
  authorName: "Early Reader",
  rating: 5,
  title: "Still a classic",
  text: "Reviewed before anyone could mark it helpful.",
  hidden: false,
  createdAt: LONG_AGO,
  updatedAt: LONG_AGO,
};

/** The titles the API lists for the old book's reviews in the order `sort` names. */
async function listedReviews(sort: string): Promise<string[]> {
  return (await listedReviewAnswers(sort)).map(({ title }) => title);
}

async function listedReviewAnswers(sort: string): Promise<{ _id?: string; title: string }[]> {
  const answer = await requestJson<{ _id?: string; title: string }[]>(
    `/api/books/${onSaleId}/reviews?sort=${sort}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Writes the store as an older version saved it: no migration has run on it yet. */
async function writeOldData(): Promise<void> {
  await deleteMigrationRecords();
  await removeOldData();
  const books = legacyBooksCollection(adminDb);
  const batch = adminDb.batch();
  batch.create(books.doc(onSaleId), oldBook(`The ${TITLE_WORD} of Tides`, "Ann Early", 9000, 3));
  batch.create(books.doc(fullPriceId), oldBook("Plain Pages", `Bo ${AUTHOR_WORD}`, PRICE));
  batch.create(books.doc(thirdId), oldBook("Third of Three", "Cy Early", PRICE, 1));
  batch.create(ordersCollection(adminDb).doc(oldOrderId), oldOrder);
  batch.create(legacyReviewsCollection(adminDb).doc(oldReviewId), oldReview);
  batch.create(ordersCollection(adminDb).doc(oldAnonymisedOrderId), {
    ...oldOrder,
    ...anonymisedOrderFields(LONG_AGO),
  });
  batch.create(mailCollection(adminDb).doc(oldOwnerMailId), oldOwnerMail(oldOrderId));
  batch.create(
    mailCollection(adminDb).doc(oldAnonymisedMailId),
    oldOwnerMail(oldAnonymisedOrderId),
  );
  for (const bookId of [onSaleId, fullPriceId]) {
    batch.create(savedCollection(adminDb, oldSaverUid).doc(bookId), {
      bookId,
      savedAt: LONG_AGO,
      price: PRICE,
    });
  }
  await batch.commit();
}

/** Where the test's export of the old store goes, and what it saw around the round trip. */
const exportDir = fs.mkdtempSync(path.join(os.tmpdir(), "bookstore-migrations-export-"));
const roundTrip = { exported: 0, cleared: -1, imported: 0 };

let customer: SignedInAccount;

beforeAll(async () => {
  // The seed's writes ask for a search index; with triggers off, the round trip below would
  // carry the store over without one, and later files would wait for it in vain.
  await searchReady();
  customer = await signUpCustomer();
  await backgroundTriggers(false);
  try {
    // The migrations start from an export, as `npm start` finds saved data: the old store is
    // exported, the database emptied, and the export loaded back into it.
    await writeOldData();
    roundTrip.exported = await bookCount();
    await exportEmulatorData(exportDir);
    await clearFirestore();
    roundTrip.cleared = await bookCount();
    await importFirestore(exportDir);
    roundTrip.imported = await bookCount();
  } finally {
    await backgroundTriggers(true);
  }
}, 120_000);

afterAll(async () => {
  await stockRollUpsSettled(adminDb, ids);
  await removeOldData();
  fs.rmSync(exportDir, { recursive: true, force: true });
});

describe("npm run migrate on a store saved before stock, onSale, search terms, ratings, helpful votes and generations", () => {
  let wouldChange = 0;

  it("starts from the test's export: the old books and order, as they were saved", async () => {
    expect(roundTrip.cleared).toBe(0);
    expect(roundTrip.imported).toBe(roundTrip.exported);
    expect(await storedBook(onSaleId)).toEqual(
      oldBook(`The ${TITLE_WORD} of Tides`, "Ann Early", 9000, 3),
    );
    expect(await storedBook(fullPriceId)).toEqual(
      oldBook("Plain Pages", `Bo ${AUTHOR_WORD}`, PRICE),
    );
    expect(await storedBook(thirdId)).toEqual(oldBook("Third of Three", "Cy Early", PRICE, 1));
    expect((await ordersCollection(adminDb).doc(oldOrderId).get()).data()).toEqual(oldOrder);
    expect((await legacyReviewsCollection(adminDb).doc(oldReviewId).get()).data()).toEqual(
      oldReview,
    );
    expect((await migrationsCollection(adminDb).get()).empty).toBe(true);
  });

  it(
    "cannot sell an old book before the migrations: it has no copies",
    async () => {
      const { status, body } = await postOrder(customer.idToken, validOrder([onSaleId]));
      expect(status).toBe(409);
      expect(body.message).toContain("Sold out");
    },
    SLOW_TEST_MS,
  );

  it(
    "reports with --dry-run what each migration would change, and writes nothing",
    async () => {
      const { status, output } = migrate("--dry-run");
      expect(status).toBe(0);
      expect(output).toContain("Migrations, dry run (nothing written) on the local emulators:");
      for (const { id } of MIGRATIONS) expect(output).toContain(`  ${id}: would change`);
      wouldChange = changedCount(output, "0001-book-stock-shards");
      expect(wouldChange).toBeGreaterThanOrEqual(ids.length);
      expect(changedCount(output, "0002-book-on-sale")).toBeGreaterThanOrEqual(ids.length);
      expect(changedCount(output, "0003-book-search-terms")).toBeGreaterThanOrEqual(ids.length);
      expect(changedCount(output, "0004-customer-counters")).toBeGreaterThanOrEqual(1);
      expect(changedCount(output, "0006-book-ratings")).toBeGreaterThanOrEqual(ids.length);
      expect(changedCount(output, "0007-review-helpful-count")).toBeGreaterThanOrEqual(1);
      expect(changedCount(output, "0008-book-generation")).toBeGreaterThanOrEqual(ids.length);
      expect(changedCount(output, "0009-review-public-id")).toBeGreaterThanOrEqual(1);
      expect(changedCount(output, "0011-saved-counts")).toBe(1);
      expect(changedCount(output, "0012-order-mail-owners")).toBeGreaterThanOrEqual(2);
      // Firestore's orderBy leaves out a document without the field: the review is missing
      // from the most-helpful order until the migration gives it helpfulCount.
      expect(await listedReviews("newest")).toEqual([oldReview.title]);
      expect(await listedReviews("helpful")).toEqual([]);
      expect((await migrationsCollection(adminDb).get()).empty).toBe(true);
      expect(await storedBook(onSaleId)).not.toHaveProperty("stock");
      expect(await shardTotals(adminDb, onSaleId)).toEqual({ stock: 0, sold: 0 });
      expect((await customersCollection(adminDb).doc(oldCustomerUid).get()).exists).toBe(false);
      expect((await savedCountRef(adminDb, oldSaverUid).get()).exists).toBe(false);
    },
    SLOW_TEST_MS,
  );

  it(
    "stops part-way when interrupted, recording where, and carries on from there",
    async () => {
      const stopped = migrate("--stop-after", "2");
      expect(stopped.status).toBe(0);
      expect(stopped.output).toContain(
        "0001-book-stock-shards: stopped, 2 of 2 books changed so far; run again to carry on.",
      );
      expect(stopped.output).toContain("0002-book-on-sale: waiting for the one before it.");
      const record = (
        await migrationsCollection(adminDb).doc("0001-book-stock-shards").get()
      ).data();
      expect(record).toMatchObject({ finishedAt: null, resumeAfter: fullPriceId, examined: 2 });
      expect((await migrationsCollection(adminDb).doc("0002-book-on-sale").get()).exists).toBe(
        false,
      );
      expect(await shardTotals(adminDb, onSaleId)).toEqual({ stock: MIGRATED_BOOK_STOCK, sold: 3 });
      expect(await shardTotals(adminDb, fullPriceId)).toEqual({
        stock: MIGRATED_BOOK_STOCK,
        sold: 0,
      });
      expect(await shardTotals(adminDb, thirdId)).toEqual({ stock: 0, sold: 0 });

      const resumed = migrate();
      expect(resumed.status).toBe(0);
      expect(changedCount(resumed.output, "0001-book-stock-shards")).toBe(wouldChange);
      const books = await bookCount();
      const finished = (
        await migrationsCollection(adminDb).doc("0001-book-stock-shards").get()
      ).data();
      // Every book examined once: the resumed run began after the last book the first one did.
      expect(finished).toMatchObject({ examined: books, changed: wouldChange });
      expect(finished?.finishedAt).not.toBeNull();
      for (const { id } of MIGRATIONS) {
        const done = (await migrationsCollection(adminDb).doc(id).get()).data();
        expect(done?.finishedAt, id).toBeInstanceOf(Timestamp);
      }
    },
    SLOW_TEST_MS,
  );

  it("leaves the old books as the store writes books now", async () => {
    expect(await storedBook(onSaleId)).toMatchObject({
      stock: MIGRATED_BOOK_STOCK,
      sold: 3,
      onSale: true,
      searchTerms: ["the", TITLE_WORD, "of", "tides", "ann", "early"],
      ...NO_RATINGS,
      generation: expect.any(String) as string,
    });
    expect(await storedBook(fullPriceId)).toMatchObject({
      stock: MIGRATED_BOOK_STOCK,
      sold: 0,
      onSale: false,
      searchTerms: ["plain", "pages", "bo", AUTHOR_WORD],
      ...NO_RATINGS,
      generation: expect.any(String) as string,
    });
    // Each book a generation of its own.
    expect((await storedBook(onSaleId))?.generation).not.toBe(
      (await storedBook(fullPriceId))?.generation,
    );
    expect(await shardTotals(adminDb, thirdId)).toEqual({ stock: MIGRATED_BOOK_STOCK, sold: 1 });
    expect((await customersCollection(adminDb).doc(oldCustomerUid).get()).data()).toMatchObject({
      name: oldOrder.name,
      email: oldOrder.email,
      orders: 1,
      spentCents: oldOrder.totalCents,
    });
  });

  it("gives the owner's old notices their order and customer, or redacts them", async () => {
    expect((await mailCollection(adminDb).doc(oldOwnerMailId).get()).data()).toEqual({
      ...oldOwnerMail(oldOrderId),
      uid: oldCustomerUid,
      orderId: oldOrderId,
    });
    const redacted = (await mailCollection(adminDb).doc(oldAnonymisedMailId).get()).data();
    expect(redacted).toMatchObject({
      orderId: oldAnonymisedOrderId,
      redactedAt: expect.any(Timestamp) as unknown,
    });
    expect(redacted?.uid).toBeUndefined();
    expect(JSON.stringify(redacted)).not.toMatch(/Early Reader|555-0142|Springfield|early-/);
    expect(redacted?.message.text).toContain(`placed order ${oldAnonymisedOrderId} has deleted`);
  });

  it("gives a customer who saved books before the cap the count of their saves", async () => {
    expect((await savedCountRef(adminDb, oldSaverUid).get()).data()).toEqual({
      count: 2,
      bookId: "",
    });
  });

  it("gives the old review helpfulCount 0 and a public id, and lists it by helpfulness", async () => {
    const stored = (await legacyReviewsCollection(adminDb).doc(oldReviewId).get()).data();
    expect(stored).toEqual({
      ...oldReview,
      helpfulCount: 0,
      publicId: expect.stringMatching(new RegExp(`^[A-Za-z0-9]{20}_${onSaleId}$`)) as string,
    });
    expect(await listedReviews("helpful")).toEqual([oldReview.title]);
    // Listed under its public id, which names no account.
    expect(await listedReviewAnswers("newest")).toEqual([
      expect.objectContaining({ _id: stored?.publicId }),
    ]);
  });

  it("serves the migrated books through the API: the book, onSale, top-rated, search", async () => {
    const book = await requestJson<Book>(`/api/books/${onSaleId}`);
    expect(book.status).toBe(200);
    expect(book.body).toMatchObject({ _id: onSaleId, stock: MIGRATED_BOOK_STOCK, sold: 3 });

    const priced = `minPrice=${PRICE}&maxPrice=${PRICE}`;
    const all = await requestJson<Book[]>(`/api/books?${priced}`);
    expect(all.body.map(({ _id }) => _id).sort()).toEqual([...ids].sort());
    const onSale = await requestJson<Book[]>(`/api/books?${priced}&onSale=true`);
    expect(onSale.body.map(({ _id }) => _id)).toEqual([onSaleId]);
    // Ordered by the ratings, which an old book has only once migrated.
    const topRated = await requestJson<Book[]>(`/api/books?${priced}&order=top-rated`);
    expect(topRated.body.map(({ _id }) => _id).sort()).toEqual([...ids].sort());

    const byTitle = await requestJson<Book[]>(`/api/books?search=${TITLE_WORD}`);
    expect(byTitle.body.map(({ _id }) => _id)).toEqual([onSaleId]);
    const byAuthor = await requestJson<Book[]>(`/api/books?search=${AUTHOR_WORD}`);
    expect(byAuthor.body.map(({ _id }) => _id)).toEqual([fullPriceId]);
  });

  it("sells a migrated book: the order takes one of its copies", async () => {
    const { status } = await postOrder(customer.idToken, validOrder([onSaleId]));
    expect(status).toBe(201);
    await stockRollUpsSettled(adminDb, [onSaleId]);
    expect(await storedBook(onSaleId)).toMatchObject({ stock: MIGRATED_BOOK_STOCK - 1, sold: 4 });
  });

  it(
    "runs no migration twice, and a dry run then finds nothing to change",
    async () => {
      const before = (await migrationsCollection(adminDb).get()).docs.map((doc) => doc.updateTime);
      const again = migrate();
      expect(again.status).toBe(0);
      for (const { id } of MIGRATIONS) expect(again.output).toMatch(`  ${id}: done before (`);
      const after = (await migrationsCollection(adminDb).get()).docs.map((doc) => doc.updateTime);
      expect(after).toEqual(before);

      // The records aside, every migration run afresh finds the store up to date.
      await deleteMigrationRecords();
      const look = await runMigrations(adminDb, MIGRATIONS, { dryRun: true, stopAfter: Infinity });
      expect(look.map(({ migration, progress }) => [migration.id, progress.changed])).toEqual(
        MIGRATIONS.map(({ id }) => [id, 0]),
      );
    },
    SLOW_TEST_MS,
  );
});
