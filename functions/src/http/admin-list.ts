import type { RequestHandler, Response } from "express";
import type {
  CollectionReference,
  QueryDocumentSnapshot,
  Timestamp,
} from "firebase-admin/firestore";
import { z } from "zod";

import type { ApiListItem, ListEndpoint } from "../shared/api/endpoint-types.ts";
import { ADMIN_CURSOR_ERROR, adminPageQueryShape } from "../shared/api/page-query.ts";

import { readPage, setNextCursor, type Page } from "./cursor-page.ts";
import { sendList } from "./send-json.ts";
import { parseOrThrow } from "./validate.ts";

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

const adminListQuerySchema = z.strictObject(adminPageQueryShape);

/**
 * GET of an admin list with nothing to filter: `?limit=&after=` over a collection, newest first,
 * for an admin session only.
 */
export function adminListHandler<T extends { createdAt: Timestamp }, E extends ListEndpoint>(
  endpoint: E,
  collection: () => CollectionReference<T>,
  toItem: (doc: QueryDocumentSnapshot<T>) => ApiListItem<E>,
): RequestHandler {
  return async (req, res) => {
    const { limit, after } = parseOrThrow(adminListQuerySchema, req.query);
    const documents = collection();
    const page = await readPage({
      query: documents.orderBy("createdAt", "desc"),
      collection: documents,
      limit,
      after,
      cursorError: ADMIN_CURSOR_ERROR,
    });
    sendAdminPage(res, endpoint, page, toItem);
  };
}
