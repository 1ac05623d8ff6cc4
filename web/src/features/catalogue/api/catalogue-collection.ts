import {
  getDoc,
  endBefore,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type Unsubscribe,
} from "firebase/firestore";

import { bookRef, booksCollection, followBooks, type BooksListener } from "@/features/books";
import type { Book } from "@shared/book.ts";
import { catalogueQueryPlan } from "@shared/catalogue-query.ts";

import { CATALOGUE_READ_SIZE } from "../utils/catalogue-page";
import type { CatalogueState } from "../utils/catalogue-state";

/** The plan's filters and order with the Web SDK (the API builds the same query: catalogue-page.ts). */
function planConstraints(state: CatalogueState): QueryConstraint[] {
  const plan = catalogueQueryPlan(state.sort, state);
  return [
    ...plan.equals.map(({ field, value }) => where(field, "==", value)),
    ...plan.ranges.map(({ field, op, value }) => where(field, op, value)),
    ...plan.orderBy.map(({ field, direction }) => orderBy(field, direction)),
  ];
}

/**
 * Follows a catalogue page live: CATALOGUE_READ_SIZE books after its `after` book, or before its
 * `before` book. The cursor book is read once (one document); one that no longer exists ends the
 * listener with an error, as the API refuses it.
 */
export async function followCataloguePage(
  state: CatalogueState,
  listener: BooksListener<Book[]>,
): Promise<Unsubscribe> {
  const cursorId = state.after ?? state.before;
  const cursor = cursorId === undefined ? undefined : await getDoc(bookRef(cursorId));
  if (cursor && !cursor.exists()) {
    listener.error(new Error("unknown book id"));
    return () => undefined;
  }
  const page: QueryConstraint[] =
    cursor === undefined
      ? [limit(CATALOGUE_READ_SIZE)]
      : state.after !== undefined
        ? [startAfter(cursor), limit(CATALOGUE_READ_SIZE)]
        : [endBefore(cursor), limitToLast(CATALOGUE_READ_SIZE)];
  return followBooks(query(booksCollection, ...planConstraints(state), ...page), listener);
}
