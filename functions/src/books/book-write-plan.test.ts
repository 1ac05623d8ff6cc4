import { describe, expect, it } from "vitest";

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
};

/** What an admin's client writes: no search terms, sold or stock. */
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

  it("fills the fields a client write leaves out", () => {
    expect(staleDerivedFields(direct)).toEqual({
      searchTerms: ["the", "quiet", "harbour", "ada", "lane"],
      stock: 0,
      sold: 0,
    });
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
