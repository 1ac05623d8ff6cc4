import { describe, expect, it } from "vitest";

import { cataloguePageAnswerPath } from "@bookstore/shared/site/first-screen-data.ts";

import { DEFAULT_CATALOGUE_STATE } from "../utils/catalogue-state";

import { catalogueApiPath } from "./catalogue-api-path";

describe("a catalogue page's API address", () => {
  it("asks the newest 25 books for the default page", () => {
    expect(catalogueApiPath(DEFAULT_CATALOGUE_STATE)).toBe("/api/books?order=newest&limit=25");
  });

  it("is the address the server files the default page's answer under in the page", () => {
    expect(catalogueApiPath(DEFAULT_CATALOGUE_STATE)).toBe(cataloguePageAnswerPath());
  });

  it("carries every filter, the sort and the cursor, and leaves out onSale when off", () => {
    expect(
      catalogueApiPath({
        sort: "best-selling",
        category: "fiction",
        minPrice: 5,
        maxPrice: 12.5,
        onSale: true,
        before: "b7",
      }),
    ).toBe(
      "/api/books?order=best-selling&category=fiction&minPrice=5&maxPrice=12.5&onSale=true&before=b7&limit=25",
    );
    expect(catalogueApiPath({ ...DEFAULT_CATALOGUE_STATE, sort: "title", after: "b1" })).toBe(
      "/api/books?order=title&after=b1&limit=25",
    );
    expect(catalogueApiPath({ ...DEFAULT_CATALOGUE_STATE, sort: "top-rated" })).toBe(
      "/api/books?order=top-rated&limit=25",
    );
  });
});
