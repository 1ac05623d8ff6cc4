import type { Response } from "express";

import type { ApiListItem, ListEndpoint } from "@bookstore/shared/api/endpoint-types.ts";

/**
 * Answers a list endpoint's items; its paging header is set on `res` before. The items' type is
 * the entry's response schema's, the schema the web client checks each answer against, so a list
 * of another shape fails the type check here rather than in a browser.
 */
export function sendList<E extends ListEndpoint>(
  res: Response,
  endpoint: E,
  items: ApiListItem<E>[],
): void {
  res.json(items);
}
