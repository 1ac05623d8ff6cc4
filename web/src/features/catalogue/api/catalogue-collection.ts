import {
  endBefore,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from "firebase/firestore";
import { fromRef } from "rxfire/firestore";
import { first, switchMap, throwError, type Observable } from "rxjs";

import { bookRef, booksCollection, confirmedBooks } from "@/books/api/books-collection";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { catalogueQueryPlan } from "@bookstore/shared/catalogue/catalogue-query.ts";

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
 * A catalogue page, live, as the server confirms it: CATALOGUE_READ_SIZE books after its `after`
 * book, or before its `before` book. The cursor book is read once (one document, as the server
 * has it); one that no longer exists ends the observable with an error, as the API refuses it.
 */
export function confirmedCataloguePage(state: CatalogueState): Observable<Book[]> {
  const cursorId = state.after ?? state.before;
  if (cursorId === undefined) {
    return confirmedBooks(
      query(booksCollection, ...planConstraints(state), limit(CATALOGUE_READ_SIZE)),
    );
  }
  return fromRef(bookRef(cursorId), { includeMetadataChanges: true }).pipe(
    first((cursor) => !cursor.metadata.fromCache),
    switchMap((cursor) => {
      if (!cursor.exists()) return throwError(() => new Error("unknown book id"));
      const page =
        state.after !== undefined
          ? [startAfter(cursor), limit(CATALOGUE_READ_SIZE)]
          : [endBefore(cursor), limitToLast(CATALOGUE_READ_SIZE)];
      return confirmedBooks(query(booksCollection, ...planConstraints(state), ...page));
    }),
  );
}
