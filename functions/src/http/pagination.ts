import type { Response } from "express";
import type { CollectionReference, Query, QueryDocumentSnapshot } from "firebase-admin/firestore";
import { z } from "zod";

import { ADMIN_LIST_LIMITS, NEXT_CURSOR_HEADER } from "../shared/admin-api.ts";
import { isDocumentId } from "../shared/document-id.ts";

import { HttpError } from "./http-error.ts";

const UNKNOWN_CURSOR = "after: unknown id";

const { default: defaultLimit, max: maxLimit } = ADMIN_LIST_LIMITS.perPage;

/** `?limit=&after=<document id>` of the admin lists. */
export const pageQueryShape = {
  limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  after: z.string().refine(isDocumentId, { error: "unknown id" }).optional(),
};

/**
 * Answers one page of `query` (which must already be ordered), `limit` documents starting after
 * the document `after` of `collection`, with the next page's cursor in X-Next-Cursor.
 */
export async function sendPage<T>(
  res: Response,
  {
    collection,
    query,
    limit,
    after,
    toItem,
  }: {
    collection: CollectionReference<T>;
    query: Query<T>;
    limit: number;
    after: string | undefined;
    toItem: (doc: QueryDocumentSnapshot<T>) => unknown;
  },
): Promise<void> {
  let page = query.limit(limit + 1);
  if (after !== undefined) {
    const cursor = await collection.doc(after).get();
    if (!cursor.exists) throw new HttpError(400, UNKNOWN_CURSOR);
    page = page.startAfter(cursor);
  }
  const snapshot = await page.get();
  const docs = snapshot.docs.slice(0, limit);
  const last = docs.at(-1);
  if (snapshot.docs.length > limit && last) res.set(NEXT_CURSOR_HEADER, last.id);
  res.set("Cache-Control", "private, no-store").json(docs.map(toItem));
}
