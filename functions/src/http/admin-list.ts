import type { Response } from "express";
import type {
  CollectionReference,
  QueryDocumentSnapshot,
  Timestamp,
} from "firebase-admin/firestore";

import type { ApiListItem, ListEndpoint } from "@bookstore/shared/api/endpoint-types.ts";
import { ADMIN_CURSOR_ERROR, type AdminListQuery } from "@bookstore/shared/api/page-query.ts";

import { readPage, setNextCursor, type Page } from "./cursor-page.ts";
import { sendList } from "./send-json.ts";

/** One page of an admin list: never cached, with X-Next-Cursor when more exist. */
export function sendAdminPage<T, E extends ListEndpoint>(
  res: Response,
  endpoint: E,
  page: Page<T>,
  toItem: (doc: QueryDocumentSnapshot<T>) => ApiListItem<E>,
): void {
  setNextCursor(res, page);
  sendList(res.set("Cache-Control", "private, no-store"), endpoint, page.docs.map(toItem));
}

/**
 * A page of an admin list with nothing to filter (`?limit=&after=`, adminListQuerySchema): the
 * collection's documents, newest first.
 */
export function readAdminListPage<T extends { createdAt: Timestamp }>(
  collection: CollectionReference<T>,
  { limit, after }: AdminListQuery,
): Promise<Page<T>> {
  return readPage({
    query: collection.orderBy("createdAt", "desc"),
    collection,
    limit,
    after,
    cursorError: ADMIN_CURSOR_ERROR,
  });
}
