import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { BOOK_LIMITS } from "../books/book-input.ts";
import { COLLECTIONS } from "../core/collections.ts";

import {
  CATALOGUE_MAX_PRICE,
  CATALOGUE_SORTS,
  catalogueQueryPlan,
  type CatalogueFilters,
  type CatalogueQueryPlan,
} from "./catalogue-query.ts";
import {
  normalizedOrder,
  requiredCompositeIndex,
  serves,
  type IndexDefinition,
} from "./composite-index.test-support.ts";

const indexes = (
  JSON.parse(readFileSync(new URL("../../../firestore.indexes.json", import.meta.url), "utf8")) as {
    indexes: IndexDefinition[];
  }
).indexes;

/** Every filter combination the page can ask for: the price as no bound, either bound, or both. */
const FILTERS: CatalogueFilters[] = [undefined, "fiction" as const].flatMap((category) =>
  [false, true].flatMap((onSale) =>
    [{}, { minPrice: 10 }, { maxPrice: 20 }, { minPrice: 10, maxPrice: 20 }].map((price) => ({
      category,
      onSale,
      ...price,
    })),
  ),
);

const COMBINATIONS = CATALOGUE_SORTS.flatMap((sort) =>
  FILTERS.map((filters) => ({ sort, filters, plan: catalogueQueryPlan(sort, filters) })),
);

const describeCase = ({ sort, filters }: { sort: string; filters: CatalogueFilters }) =>
  `${sort} ${JSON.stringify(filters)}`;

describe("catalogue query plans", () => {
  it("let a price filter reach the highest price a book may have", () => {
    expect(CATALOGUE_MAX_PRICE).toBe(BOOK_LIMITS.maxPrice);
  });

  it("filter by equality on category and onSale, and by range on newPrice only", () => {
    const plan = catalogueQueryPlan("title", {
      category: "finance",
      onSale: true,
      minPrice: 5,
      maxPrice: 15,
    });
    expect(plan.equals).toEqual([
      { field: "category", value: "finance" },
      { field: "onSale", value: true },
    ]);
    expect(plan.ranges).toEqual([
      { field: "newPrice", op: ">=", value: 5 },
      { field: "newPrice", op: "<=", value: 15 },
    ]);
    expect(plan.orderBy).toEqual([{ field: "title", direction: "asc" }]);
  });

  it("leave out what is not filtered: onSale false matches every book", () => {
    expect(catalogueQueryPlan("newest", { onSale: false })).toEqual({
      equals: [],
      ranges: [],
      orderBy: [{ field: "createdAt", direction: "desc" }],
    });
  });

  it("order by the price range after the sort's own fields, in the sort's last direction", () => {
    const plan: CatalogueQueryPlan = catalogueQueryPlan("best-selling", { minPrice: 1 });
    expect(normalizedOrder(plan)).toEqual([
      { field: "sold", direction: "desc" },
      { field: "createdAt", direction: "desc" },
      { field: "newPrice", direction: "desc" },
    ]);
    // Sorting by price already orders by the ranged field: nothing is added.
    expect(normalizedOrder(catalogueQueryPlan("price-asc", { maxPrice: 9 }))).toEqual([
      { field: "newPrice", direction: "asc" },
    ]);
  });

  it("sort top-rated by the average, then the number of reviews, then newest", () => {
    const plan = catalogueQueryPlan("top-rated", { category: "fiction", maxPrice: 20 });
    expect(plan.orderBy).toEqual([
      { field: "ratingAverage", direction: "desc" },
      { field: "ratingCount", direction: "desc" },
      { field: "createdAt", direction: "desc" },
    ]);
    expect(requiredCompositeIndex(plan)).toEqual([
      { fieldPath: "category", order: "ASCENDING" },
      { fieldPath: "ratingAverage", order: "DESCENDING" },
      { fieldPath: "ratingCount", order: "DESCENDING" },
      { fieldPath: "createdAt", order: "DESCENDING" },
      { fieldPath: "newPrice", order: "DESCENDING" },
    ]);
  });

  it("need no composite index for one field alone", () => {
    expect(requiredCompositeIndex(catalogueQueryPlan("title", {}))).toBeUndefined();
    expect(requiredCompositeIndex(catalogueQueryPlan("price-desc", { minPrice: 3 }))).toBe(
      undefined,
    );
  });

  it("cover every sort with 16 filter combinations", () => {
    expect(COMBINATIONS).toHaveLength(CATALOGUE_SORTS.length * 16);
  });

  for (const combination of COMBINATIONS) {
    it(`have a composite index in firestore.indexes.json: ${describeCase(combination)}`, () => {
      const required = requiredCompositeIndex(combination.plan);
      if (required === undefined) {
        // Served by the automatic single-field index: one ordered field, no equality.
        expect(normalizedOrder(combination.plan)).toHaveLength(1);
        expect(combination.plan.equals).toHaveLength(0);
        return;
      }
      const found = indexes.some((index) =>
        serves(index, COLLECTIONS.books, required, combination.plan.equals.length),
      );
      expect(found, JSON.stringify(required)).toBe(true);
    });
  }
});
