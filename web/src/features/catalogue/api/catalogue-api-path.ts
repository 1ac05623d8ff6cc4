import { apiPath } from "@bookstore/shared/api/api-path.ts";
import type { BookListOrder } from "@bookstore/shared/books/book-list-order.ts";
import * as API from "@bookstore/shared/books/books-api.ts";

import { CATALOGUE_READ_SIZE } from "../utils/catalogue-page";
import type { CatalogueState } from "../utils/catalogue-state";

/** GET /api/books's query for a catalogue page. */
export function catalogueApiQuery(state: CatalogueState) {
  const order: BookListOrder = state.sort;
  return {
    order,
    category: state.category,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    onSale: state.onSale ? "true" : undefined,
    after: state.after,
    before: state.before,
    limit: CATALOGUE_READ_SIZE,
  };
}

/** The page's API address: one per state, the key its answer is cached by. */
export function catalogueApiPath(state: CatalogueState): string {
  return apiPath(API.listBooks, {}, catalogueApiQuery(state));
}
