import type { Response } from "express";

import type {
  ApiListItem,
  ApiResponse,
  Endpoint,
  ListEndpoint,
} from "../shared/api/endpoint-types.ts";

/**
 * Answers with `body` as the endpoint's JSON. The body's type is the output of the response
 * schema of the endpoint's entry in shared/api/contract.ts, the schema the web client checks
 * each answer against, so an answer of another shape fails the type check here rather than in
 * a browser.
 * Handlers build their answers from typed documents, so the body is not parsed again at run
 * time. Status and headers are set on `res` before, e.g. `sendJson(res.status(201), …)`.
 */
export function sendJson<E extends Endpoint>(
  res: Response,
  endpoint: E,
  body: ApiResponse<E>,
): void {
  res.json(body);
}

/** Answers a list endpoint's items; its paging header is set on `res` before. */
export function sendList<E extends ListEndpoint>(
  res: Response,
  endpoint: E,
  items: ApiListItem<E>[],
): void {
  res.json(items);
}
