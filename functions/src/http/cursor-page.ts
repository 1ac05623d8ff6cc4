import type { Response } from "express";
import type {
  CollectionReference,
  DocumentSnapshot,
  Query,
  QueryDocumentSnapshot,
} from "firebase-admin/firestore";

import { NEXT_CURSOR_HEADER } from "@bookstore/shared/api/api-path.ts";

import { InvalidReference } from "../lib/domain-errors.ts";

export interface PageRequest<T> {
  /** The list's query, already ordered. */
  query: Query<T>;
  /** Where the `after` document is looked up. */
  collection: CollectionReference<T>;
  limit: number;
  after: string | undefined;
  cursorError: string;
  /** Whether the `after` document belongs to this list; any stored document does by default. */
  isCursor?: (data: T) => boolean;
  /**
   * How a list whose items show another id than their document's names them: `idOf` gives a
   * document's cursor, `find` the document a cursor names (null for none). By default the
   * cursor is the document id, looked up in `collection`.
   */
  cursorIds?: {
    idOf: (doc: QueryDocumentSnapshot<T>) => string;
    find: (after: string) => Promise<DocumentSnapshot<T> | null>;
  };
}

export interface Page<T> {
  docs: QueryDocumentSnapshot<T>[];
  /** The `after` of the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * `limit` documents of `query` starting after the document `after`; one more is read to learn
 * whether a next page exists. An `after` that names no document of the list is refused.
 */
export async function readPage<T>({
  query,
  collection,
  limit,
  after,
  cursorError,
  isCursor = () => true,
  cursorIds,
}: PageRequest<T>): Promise<Page<T>> {
  let page = query.limit(limit + 1);
  if (after !== undefined) {
    const cursor = cursorIds ? await cursorIds.find(after) : await collection.doc(after).get();
    const data = cursor?.data();
    if (!cursor || data === undefined || !isCursor(data)) {
      throw new InvalidReference(`after: ${cursorError}`);
    }
    page = page.startAfter(cursor);
  }
  const snapshot = await page.get();
  const docs = snapshot.docs.slice(0, limit);
  const last = docs.at(-1);
  if (snapshot.docs.length <= limit || !last) return { docs, nextCursor: null };
  return { docs, nextCursor: cursorIds ? cursorIds.idOf(last) : last.id };
}

/** Names the next page's `after` in the X-Next-Cursor header when there is a next page. */
export function setNextCursor(res: Response, { nextCursor }: Page<unknown>): void {
  if (nextCursor !== null) res.set(NEXT_CURSOR_HEADER, nextCursor);
}
