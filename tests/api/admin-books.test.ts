import { Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { BookInput } from "@bookstore/shared/books/book-input.ts";
import { NO_RATINGS } from "@bookstore/shared/books/book.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { RECOMMENDED_FIRST } from "@bookstore/shared/books/recommended.ts";
import { sumShards } from "@bookstore/shared/books/stock.ts";
import type { BookDeleted } from "@bookstore/shared/catalogue/catalogue-api.ts";

import { deleteStockShards } from "../../functions/src/lib/book-stock.ts";
import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { recommendedStartRef } from "../../functions/src/lib/collections/catalogue.ts";
import { coversCollection } from "../../functions/src/lib/collections/covers.ts";
import { refreshRecommendedStart } from "../../functions/src/lib/recommended-start.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { deleteCovers, fetchCover, picture, uploadCover } from "../support/cover-images.ts";
import { stockShardsOf } from "../support/stock-rollups.ts";

const books = booksCollection(adminDb);

const valid = {
  title: "The Admin's Test Book",
  author: "Tess Tower",
  description: "A book an API test adds, edits and deletes.",
  category: "technology",
  trending: true,
  oldPrice: 24.99,
  newPrice: 19.5,
} satisfies BookInput;

let token: string;
const createdBooks = new Set<string>();
const uploadedCovers = new Set<string>();

beforeAll(async () => {
  token = await adminIdToken();
});

afterAll(async () => {
  await Promise.all(
    [...createdBooks].map(async (id) => {
      await books.doc(id).delete();
      await deleteStockShards(adminDb, id);
      await coversCollection(adminDb).doc(`${id}.svg`).delete();
    }),
  );
  await deleteCovers(uploadedCovers);
  // Removed around the API: point Recommended back where the API would have.
  await refreshRecommendedStart(adminDb);
});

async function countBooks(): Promise<number> {
  return (await books.count().get()).data().count;
}

function createBook(json: unknown) {
  return api<Book & ErrorBody>("/api/books/create-book", { method: "POST", token, json });
}

function editBook(id: string, json: unknown) {
  return api<Book & ErrorBody>(`/api/books/edit/${id}`, { method: "PUT", token, json });
}

function deleteBook(id: string) {
  return api<BookDeleted>(`/api/books/${id}`, { method: "DELETE", token });
}

/** The copies a book's shards hold between them, and how many shards it has. */
async function shardStock(id: string): Promise<{ stock: number; shards: number }> {
  const shards = await stockShardsOf(adminDb, id);
  return { stock: sumShards(shards).stock, shards: shards.length };
}

async function created(json: BookInput): Promise<Book> {
  const { status, body } = await createBook(json);
  expect(status).toBe(201);
  createdBooks.add(body._id);
  return body;
}

describe("POST /api/books/create-book", () => {
  it("answers 201 with the book, stored with search terms and no sales", async () => {
    const started = Date.now();
    const book = await created({ ...valid, title: "  The Admin's Test Book  " });
    expect(book).toMatchObject({ ...valid, sold: 0 });
    expect(Date.parse(book.createdAt)).toBeGreaterThanOrEqual(started - 5000);
    expect(book.updatedAt).toBe(book.createdAt);
    const stored = (await books.doc(book._id).get()).data();
    expect(stored).toMatchObject({
      ...valid,
      sold: 0,
      coverImage: book.coverImage,
      ...NO_RATINGS,
    });
    expect(stored?.searchTerms).toEqual(["the", "admin", "test", "book", "tess", "tower"]);
    const served = await api<Book>(`/api/books/${book._id}`);
    expect(served.body).toEqual(book);
  });

  it("starts a book without a stock at 0 copies, and one with a stock at that many", async () => {
    const none = await created({ ...valid, title: "No Stock Given" });
    expect(none.stock).toBe(0);
    expect((await books.doc(none._id).get()).get("stock")).toBe(0);
    const some = await created({ ...valid, title: "Twelve Copies", stock: 12 });
    expect(some.stock).toBe(12);
    expect((await books.doc(some._id).get()).get("stock")).toBe(12);
    expect(await shardStock(some._id)).toEqual({ stock: 12, shards: 10 });
  });

  it("stores a publication day, and refuses one that is no day with 400 and creates nothing", async () => {
    const forthcoming = await created({
      ...valid,
      title: "Out Next Spring",
      publishedOn: "2099-03-12",
    });
    expect(forthcoming.publishedOn).toBe("2099-03-12");
    expect((await books.doc(forthcoming._id).get()).get("publishedOn")).toBe("2099-03-12");
    const before = await countBooks();
    for (const publishedOn of ["2099-02-30", "12/03/2099", "2099-3-12"]) {
      const { status, body } = await createBook({ ...valid, publishedOn });
      expect(status).toBe(400);
      expect(body.message).toBe(
        "publishedOn: must be a day written YYYY-MM-DD, such as 2027-03-12",
      );
    }
    expect(await countBooks()).toBe(before);
  });

  it("draws a cover when none is given, as the seeded books have", async () => {
    const book = await created({ ...valid, title: "Drawn Cover Book", coverImage: "" });
    expect(book.coverImage).toBe(`${book._id}.svg`);
    const cover = await fetchCover(book.coverImage);
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/svg+xml");
    expect(cover.bytes.toString()).toContain(">Drawn Cover Book<");
  });

  it("takes an uploaded cover's file name, or an https URL", async () => {
    const upload = await uploadCover(token, await picture(300, 450, "png", "#0a7"), "image/png");
    expect(upload.status).toBe(201);
    uploadedCovers.add(upload.body.coverImage);
    const withUpload = await created({ ...valid, coverImage: upload.body.coverImage });
    expect(withUpload.coverImage).toBe(upload.body.coverImage);
    const url = "https://covers.example.com/b/id/12345-M.jpg";
    const withUrl = await created({ ...valid, coverImage: url });
    expect(withUrl.coverImage).toBe(url);
  });

  it.each<[string, unknown, string]>([
    ["a negative price", { ...valid, newPrice: -1 }, "newPrice: must not be negative"],
    ["3 decimals", { ...valid, oldPrice: 12.345 }, "oldPrice: must have at most 2 decimals"],
    ["NaN as a string", { ...valid, newPrice: "NaN" }, "newPrice: must be a number"],
    ["a price as a string", { ...valid, newPrice: "12.50" }, "newPrice: must be a number"],
    ["a huge price", { ...valid, newPrice: 1e12 }, "newPrice: must be at most 10000"],
    [
      "a price just over the limit",
      { ...valid, oldPrice: 10000.01 },
      "oldPrice: must be at most 10000",
    ],
    ["no title", { ...valid, title: undefined }, "title: is required"],
    ["a blank title", { ...valid, title: "   " }, "title: is required"],
    ["no description", { ...valid, description: undefined }, "description: is required"],
    ["no new price", { ...valid, newPrice: undefined }, "newPrice: is required"],
    [
      "a title too long",
      { ...valid, title: "t".repeat(201) },
      "title: must be at most 200 characters",
    ],
    [
      "an unknown category",
      { ...valid, category: "poetry" },
      "category: must be one of biography, business, finance, fiction, self-help, technology",
    ],
    ["trending as a string", { ...valid, trending: "yes" }, "trending: must be true or false"],
    ["units sold", { ...valid, sold: 1000 }, 'Unrecognized key: "sold"'],
    ["an extra field", { ...valid, isFree: true }, 'Unrecognized key: "isFree"'],
    [
      "a cover path outside the store",
      { ...valid, coverImage: "../../etc/passwd" },
      "coverImage: must be a cover file name from an upload, or an https URL",
    ],
    [
      "a plain-http cover URL",
      { ...valid, coverImage: "http://example.com/cover.png" },
      "coverImage: must be a cover file name from an upload, or an https URL",
    ],
    [
      "a cover file that was never uploaded",
      { ...valid, coverImage: "0123456789abcdef0123456789abcdef.webp" },
      "coverImage: names no stored cover image; upload the image first",
    ],
    ["a negative stock", { ...valid, stock: -1 }, "stock: must not be negative"],
    ["a fractional stock", { ...valid, stock: 2.5 }, "stock: must be a whole number"],
    ["a stock as a string", { ...valid, stock: "5" }, "stock: must be a number"],
    ["a null stock", { ...valid, stock: null }, "stock: must be a number"],
    ["a stock over the limit", { ...valid, stock: 100_001 }, "stock: must be at most 100000"],
    ["a list instead of a book", [valid], "The request body must be a JSON object."],
  ])("refuses %s with 400 and stores nothing", async (_label, json, message) => {
    const before = await countBooks();
    const { status, body } = await createBook(json);
    expect(status).toBe(400);
    expect(body).toEqual({ message });
    expect(await countBooks()).toBe(before);
  });
});

describe("PUT /api/books/edit/:id", () => {
  let book: Book;

  beforeAll(async () => {
    book = await created({ ...valid, title: "Before The Edit" });
    // Orders sold some copies meanwhile; an edit must not reset them.
    await books.doc(book._id).update({ sold: 7 });
  });

  it("changes the fields, keeps sales, creation date and cover, and redraws a drawn cover", async () => {
    const edit = {
      title: "After The Edit",
      author: "",
      description: "Edited.",
      category: "fiction",
      trending: false,
      oldPrice: 10,
      newPrice: 8.25,
      coverImage: "",
    } satisfies BookInput;
    const { status, body } = await editBook(book._id, edit);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      ...edit,
      _id: book._id,
      coverImage: book.coverImage,
      sold: 7,
      createdAt: book.createdAt,
    });
    expect(Date.parse(body.updatedAt)).toBeGreaterThan(Date.parse(book.updatedAt));
    const stored = (await books.doc(book._id).get()).data();
    expect(stored?.searchTerms).toEqual(["after", "the", "edit"]);
    expect((await fetchCover(book.coverImage)).bytes.toString()).toContain(">After The Edit<");
  });

  it("sets a new cover when one is given", async () => {
    const url = "https://covers.example.com/new.jpg";
    const { status, body } = await editBook(book._id, { ...valid, coverImage: url });
    expect(status).toBe(200);
    expect(body.coverImage).toBe(url);
  });

  it("refuses bad input with 400 and leaves the book as it was", async () => {
    const before = (await books.doc(book._id).get()).data();
    const { status, body } = await editBook(book._id, { ...valid, newPrice: 1.001 });
    expect(status).toBe(400);
    expect(body).toEqual({ message: "newPrice: must have at most 2 decimals" });
    expect((await books.doc(book._id).get()).data()).toEqual(before);
  });

  it("moves a publication day, keeps it when none is sent, and removes it for a blank one", async () => {
    const dated = await created({ ...valid, title: "A Moving Date", publishedOn: "2099-03-12" });
    const moved = await editBook(dated._id, { ...valid, publishedOn: "2099-04-02" });
    expect(moved.body.publishedOn).toBe("2099-04-02");
    const kept = await editBook(dated._id, valid);
    expect(kept.body.publishedOn).toBe("2099-04-02");
    const cleared = await editBook(dated._id, { ...valid, publishedOn: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.publishedOn).toBeUndefined();
    expect((await books.doc(dated._id).get()).data()).not.toHaveProperty("publishedOn");
  });

  it("sets the stock when one is given, over the shards, and keeps it when none is", async () => {
    const stocked = await created({ ...valid, title: "Restocked Book", stock: 40 });
    const lowered = await editBook(stocked._id, { ...valid, stock: 3 });
    expect(lowered.status).toBe(200);
    expect(lowered.body.stock).toBe(3);
    expect((await books.doc(stocked._id).get()).get("stock")).toBe(3);
    expect(await shardStock(stocked._id)).toEqual({ stock: 3, shards: 10 });

    const kept = await editBook(stocked._id, { ...valid, title: "Renamed Restocked Book" });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ title: "Renamed Restocked Book", stock: 3 });
    expect(await shardStock(stocked._id)).toEqual({ stock: 3, shards: 10 });

    const emptied = await editBook(stocked._id, { ...valid, stock: 0 });
    expect(emptied.body.stock).toBe(0);
    expect(await shardStock(stocked._id)).toEqual({ stock: 0, shards: 10 });
  });

  it.each<[unknown, string]>([
    [-4, "stock: must not be negative"],
    [1.5, "stock: must be a whole number"],
    ["12", "stock: must be a number"],
    [1e6, "stock: must be at most 100000"],
  ])("refuses the stock %j with 400 and writes nothing", async (stock, message) => {
    const stocked = await created({ ...valid, title: "Guarded Stock", stock: 9 });
    const before = (await books.doc(stocked._id).get()).data();
    const { status, body } = await editBook(stocked._id, { ...valid, title: "Changed", stock });
    expect(status).toBe(400);
    expect(body).toEqual({ message });
    expect((await books.doc(stocked._id).get()).data()).toEqual(before);
    expect(await shardStock(stocked._id)).toEqual({ stock: 9, shards: 10 });
  });

  it("answers 404 for an unknown book and creates nothing", async () => {
    const { status, body } = await editBook("no-such-book", valid);
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Book not found" });
    expect((await books.doc("no-such-book").get()).exists).toBe(false);
  });

  it("answers 400 for an id that cannot be a book's", async () => {
    const { status, body } = await editBook("bad%20id!", valid);
    expect(status).toBe(400);
    expect(body).toEqual({ message: "Invalid book id" });
  });
});

describe("DELETE /api/books/:id", () => {
  it("deletes the book and its drawn cover", async () => {
    const book = await created({ ...valid, title: "Short-Lived Book" });
    const { status, body } = await deleteBook(book._id);
    expect(status).toBe(200);
    expect(body).toEqual({ message: "Book deleted" });
    expect((await api(`/api/books/${book._id}`)).status).toBe(404);
    expect((await fetchCover(book.coverImage)).status).toBe(404);
    createdBooks.delete(book._id);
  });

  it("answers 404 for a book that is not there", async () => {
    const { status, body } = await deleteBook("no-such-book");
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Book not found" });
  });
});

describe("stored dates", () => {
  it("are Firestore timestamps, answered as ISO 8601", async () => {
    const book = await created({ ...valid, title: "Dated Book" });
    const stored = (await books.doc(book._id).get()).data();
    expect((stored?.createdAt as Timestamp).toDate().toISOString()).toBe(book.createdAt);
  });
});

describe("where Recommended for you starts (catalogue/recommended-start)", () => {
  async function bookBeforeRecommended(): Promise<string | undefined> {
    const newest = await books.orderBy("createdAt", "desc").limit(RECOMMENDED_FIRST).get();
    return newest.docs[RECOMMENDED_FIRST - 1]?.id;
  }

  async function storedStart(): Promise<unknown> {
    const start = recommendedStartRef(adminDb);
    return (await start.get()).get("after.bookId");
  }

  it("moves to the new 8th newest book when a book is added, and back when it is deleted", async () => {
    const eighth = await bookBeforeRecommended();
    expect(eighth).toBeDefined();
    expect(await storedStart()).toBe(eighth);

    const book = await created({ ...valid, title: "Newest Book Of All" });
    const seventh = await bookBeforeRecommended();
    expect(seventh).not.toBe(eighth);
    expect(await storedStart()).toBe(seventh);

    expect((await deleteBook(book._id)).status).toBe(200);
    createdBooks.delete(book._id);
    expect(await storedStart()).toBe(eighth);
  });
});
