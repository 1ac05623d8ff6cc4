import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";

import { NO_RATINGS } from "@bookstore/shared/books/book.ts";

import { staleDerivedFields } from "../../functions/src/books/book-write-plan.ts";

import { SEED_BOOKS } from "./data/books.ts";
import { seedBookDocument } from "./seed-catalogue.ts";

const ADDED = Timestamp.fromDate(new Date("2026-01-15T09:00:00Z"));

describe("seedBookDocument", () => {
  it("stores every seed book whole: the book trigger has nothing to add", () => {
    for (const book of SEED_BOOKS) {
      expect(staleDerivedFields(seedBookDocument(book, ADDED, 2)), book.id).toEqual({});
    }
  });

  it("starts each book without ratings, 0s the top-rated listing sorts by, and with its sales", () => {
    const [book] = SEED_BOOKS;
    if (!book) throw new Error("no seed book");
    expect(seedBookDocument(book, ADDED, 2)).toMatchObject({
      ...NO_RATINGS,
      sold: 2,
      createdAt: ADDED,
      updatedAt: ADDED,
    });
  });
});
