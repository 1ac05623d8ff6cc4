import type { Response } from "express";
import type { Query } from "firebase-admin/firestore";

import type { CatalogueQueryPlan } from "@bookstore/shared/catalogue/catalogue-query.ts";

import { readPage, setNextCursor } from "../http/cursor-page.ts";
import { booksCollection, type StoredBook } from "../lib/collections/books.ts";
import { InvalidReference } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";

/** The plan's query with firebase-admin (the page builds the same one with the Web SDK). */
function planQuery(plan: CatalogueQueryPlan): Query<StoredBook> {
  let query: Query<StoredBook> = booksCollection(db);
  for (const { field, value } of plan.equals) query = query.where(field, "==", value);
  for (const { field, op, value } of plan.ranges) query = query.where(field, op, value);
  for (const { field, direction } of plan.orderBy) query = query.orderBy(field, direction);
  return query;
}

export interface CataloguePageRequest {
  plan: CatalogueQueryPlan;
  limit: number;
  after: string | undefined;
  before: string | undefined;
}

/**
 * One page of a catalogue listing: the `limit` books after `after` (X-Next-Cursor names the next
 * page's start), or the `limit` books just before `before`, in the listing's order. A cursor
 * that names no book is refused.
 */
export async function cataloguePage(
  res: Response,
  { plan, limit, after, before }: CataloguePageRequest,
) {
  const query = planQuery(plan);
  if (before === undefined) {
    const page = await readPage({
      query,
      collection: booksCollection(db),
      limit,
      after,
      cursorError: "unknown book id",
    });
    setNextCursor(res, page);
    return page.docs;
  }
  const cursor = await booksCollection(db).doc(before).get();
  if (!cursor.exists) throw new InvalidReference("before: unknown book id");
  const found = await query.endBefore(cursor).limitToLast(limit).get();
  return found.docs;
}
