import type { Book } from "@bookstore/shared/books/books-api.ts";
import { CATALOGUE_PAGE_SIZE } from "@bookstore/shared/catalogue/catalogue-query.ts";

import type { CatalogueState } from "./catalogue-state";

/**
 * Books the page asks for: one more than it shows, which tells whether the listing goes on past
 * the page (after it, or before it for a page reached by Previous).
 */
export { CATALOGUE_READ_SIZE } from "@bookstore/shared/site/first-screen-data.ts";

/** One page as the shopper sees it, with the cursors of its neighbours (none at an end). */
export interface CataloguePage {
  books: Book[];
  /** The `after` of the next page. */
  next?: string;
  /** The `before` of the previous page. */
  previous?: string;
}

/** The page an answer of CATALOGUE_READ_SIZE books makes, in the listing's order. */
export function cataloguePageOf(state: CatalogueState, answer: readonly Book[]): CataloguePage {
  const more = answer.length > CATALOGUE_PAGE_SIZE;
  if (state.before !== undefined) {
    // Asked for the last books before the cursor: the extra one is the first, before the page.
    const books = more ? answer.slice(-CATALOGUE_PAGE_SIZE) : [...answer];
    return { books, next: books.at(-1)?._id, previous: more ? books[0]?._id : undefined };
  }
  const books = answer.slice(0, CATALOGUE_PAGE_SIZE);
  return {
    books,
    next: more ? books.at(-1)?._id : undefined,
    previous: state.after !== undefined ? books[0]?._id : undefined,
  };
}

/** Cards in a phone's first screen: their covers are fetched first, ahead of other images. */
export { CATALOGUE_FIRST_SCREEN_CARDS as FIRST_SCREEN_CARDS } from "@bookstore/shared/books/first-screens.ts";
