import { describe, expect, it } from "vitest";

import { apiPath } from "@bookstore/shared/api/api-path.ts";
import * as API from "@bookstore/shared/books/books-api.ts";
import {
  firstCarouselAnswerPath,
  topSellersAnswerPath,
} from "@bookstore/shared/site/first-screen-data.ts";

import { CATEGORY_ORDER, categoryBooksQuery } from "./categories-page";
import { topSellersQuery } from "./top-sellers";

/** The app's query keys are the API's addresses: each must be the one the server files under. */
describe("the first screens' API addresses", () => {
  it("of the home page's Top Sellers are the server's", () => {
    expect(apiPath(API.listBooks, {}, topSellersQuery(""))).toBe(topSellersAnswerPath());
  });

  it("of the categories page's first carousel are the server's", () => {
    expect(apiPath(API.listBooks, {}, categoryBooksQuery(CATEGORY_ORDER[0]))).toBe(
      firstCarouselAnswerPath(),
    );
  });

  it("of one genre's Top Sellers name the genre", () => {
    expect(apiPath(API.listBooks, {}, topSellersQuery("fiction"))).toBe(
      "/api/books?order=top-sellers&category=fiction&limit=10",
    );
  });
});
