import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";

import { NO_RATINGS } from "@bookstore/shared/books/book.ts";

import { newBookDocument } from "../lib/new-book-document.ts";

import { planBookWrite, staleDerivedFields, type WrittenBook } from "./book-write-plan.ts";

const ID = "book-1";

/** A book as the API stores it: every derived field current. */
const stored: WrittenBook = {
  title: "The Quiet Harbour",
  author: "Ada Lane",
  description: "A novel.",
  category: "fiction",
  coverImage: "0123abcd.webp",
  newPrice: 9.5,
  oldPrice: 12,
  trending: false,
  sold: 3,
  stock: 7,
  onSale: true,
  searchTerms: ["the", "quiet", "harbour", "ada", "lane"],
  ratingCount: 2,
  ratingSum: 9,
  ratingAverage: 4.5,
  generation: "4b0c2f0e-6a57-4d53-9c55-1f1f3c7a9e01",
};

/** What an admin's client writes: no search terms, sold, stock or ratings. */
const direct: WrittenBook = {
  title: stored.title,
  author: stored.author,
  description: stored.description,
  category: stored.category,
  coverImage: stored.coverImage,
  newPrice: stored.newPrice,
  oldPrice: stored.oldPrice,
  trending: false,
  onSale: true,
};

describe("staleDerivedFields", () => {
  it("finds nothing in a book the API stored", () => {
    expect(staleDerivedFields(stored)).toEqual({});
  });

  it("finds nothing in a new book as the API's create, the import and the seed store it", () => {
    const created = newBookDocument(
      {
        title: direct.title,
        author: direct.author,
        description: "A novel.",
        category: direct.category,
        coverImage: direct.coverImage,
        newPrice: 9.5,
        oldPrice: 12,
        trending: false,
      },
      { stock: 4, createdAt: Timestamp.fromMillis(0) },
    );
    expect(created).toMatchObject({ ...NO_RATINGS, sold: 0, stock: 4, onSale: true });
    expect(created.generation).toMatch(/^[0-9a-f-]{36}$/);
    expect(staleDerivedFields(created)).toEqual({});
    expect(planBookWrite(ID, undefined, created)).toEqual({ kind: "nothing" });
  });

  it("fills the fields a client write leaves out, the ratings as 0", () => {
    expect(staleDerivedFields(direct)).toEqual({
      searchTerms: ["the", "quiet", "harbour", "ada", "lane"],
      stock: 0,
      sold: 0,
      ratingCount: 0,
      ratingSum: 0,
      ratingAverage: 0,
    });
  });

  it("gives its ratings to a book stored before every book had them, on its next write", () => {
    const unrated: WrittenBook = { ...stored };
    delete unrated.ratingCount;
    delete unrated.ratingSum;
    delete unrated.ratingAverage;
    expect(staleDerivedFields(unrated)).toEqual({ ratingCount: 0, ratingSum: 0, ratingAverage: 0 });
    expect(planBookWrite(ID, unrated, { ...unrated, stock: 6 })).toMatchObject({
      kind: "complete",
      direct: true,
    });
  });

  it("gives a generation to a book stored without one, on its next write", () => {
    const older: WrittenBook = { ...stored };
    delete older.generation;
    expect(planBookWrite(ID, older, { ...older, stock: 6 })).toMatchObject({
      kind: "complete",
      direct: true,
    });
  });

  it("never writes over the roll-up's figures", () => {
    expect(
      staleDerivedFields({ ...stored, ratingCount: 7, ratingSum: 30, ratingAverage: 4.29 }),
    ).toEqual({});
  });

  it("renews the search terms and onSale when the title or the prices changed", () => {
    expect(staleDerivedFields({ ...stored, title: "Harbour Lights", oldPrice: 9.5 })).toEqual({
      searchTerms: ["harbour", "lights", "ada", "lane"],
      onSale: false,
    });
  });
});

describe("planBookWrite", () => {
  it("leaves the API's create, edit and the stock roll-up alone", () => {
    expect(planBookWrite(ID, undefined, stored)).toEqual({ kind: "nothing" });
    expect(planBookWrite(ID, stored, { ...stored, newPrice: 8 })).toEqual({ kind: "nothing" });
    expect(planBookWrite(ID, stored, { ...stored, stock: 6, sold: 4 })).toEqual({
      kind: "nothing",
    });
  });

  it("completes a client's create, checking its cover", () => {
    expect(planBookWrite(ID, undefined, direct)).toEqual({
      kind: "complete",
      direct: true,
      created: true,
      checkCover: true,
      redrawCover: false,
    });
  });

  it("does not check a cover given as an https URL", () => {
    const plan = planBookWrite(ID, undefined, {
      ...direct,
      coverImage: "https://example.com/a.jpg",
    });
    expect(plan).toMatchObject({ kind: "complete", checkCover: false });
  });

  it("checks a cover an edit changed, whoever wrote it", () => {
    expect(planBookWrite(ID, stored, { ...stored, coverImage: "missing.webp" })).toEqual({
      kind: "complete",
      direct: false,
      created: false,
      checkCover: true,
      redrawCover: false,
    });
  });

  it("redraws a drawn cover whose title changed, and renews the search terms", () => {
    const drawn = { ...stored, coverImage: `${ID}.svg` };
    expect(planBookWrite(ID, drawn, { ...drawn, title: "Harbour Lights" })).toEqual({
      kind: "complete",
      direct: true,
      created: false,
      checkCover: false,
      redrawCover: true,
    });
  });

  it("leaves its own completing write alone", () => {
    const completed = { ...stored, coverImage: `${ID}.svg` };
    const plan = planBookWrite(ID, { ...completed, searchTerms: ["stale"] }, completed);
    expect(plan).toEqual({ kind: "nothing" });
  });

  it("cleans up after a delete", () => {
    expect(planBookWrite(ID, stored, undefined)).toEqual({ kind: "clean-up", deleted: stored });
    expect(planBookWrite(ID, undefined, undefined)).toEqual({ kind: "nothing" });
  });
});
