import { describe, expect, it } from "vitest";

import { ratingFieldsChanged } from "./rating-fields-changed.ts";

const review = { bookId: "b", rating: 4, hidden: false, title: "t", helpfulCount: 0 };

describe("ratingFieldsChanged", () => {
  it("is true for a create and a delete", () => {
    expect(ratingFieldsChanged(undefined, review)).toBe(true);
    expect(ratingFieldsChanged(review, undefined)).toBe(true);
  });

  it("is true when the stars, the visibility or the book change", () => {
    expect(ratingFieldsChanged(review, { ...review, rating: 2 })).toBe(true);
    expect(ratingFieldsChanged(review, { ...review, hidden: true })).toBe(true);
    expect(ratingFieldsChanged(review, { ...review, bookId: "c" })).toBe(true);
  });

  it("is false for a helpful vote or an edit of the words alone", () => {
    const voted: typeof review = { ...review, helpfulCount: 1 };
    const retitled: typeof review = { ...review, title: "u" };
    expect(ratingFieldsChanged(review, voted)).toBe(false);
    expect(ratingFieldsChanged(review, retitled)).toBe(false);
  });
});
