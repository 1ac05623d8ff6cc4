import type { ApiResponse, Endpoint } from "@bookstore/shared/api/endpoint-types.ts";

import { ApiError } from "./api-error";

/** Where the first problem of a rejected answer is, e.g. " (at 0.createdAt)". */
function issueLocation(issues: readonly { path: readonly PropertyKey[] }[]): string {
  const path = issues[0]?.path.map(String).join(".");
  return path ? ` (at ${path})` : "";
}

/**
 * The answer as the endpoint's response schema reads it; an answer of another shape is a
 * PARSING_ERROR naming the endpoint, so no screen ever renders a malformed answer. The schema
 * comes with the endpoint's contract entry (zod/mini), so the check needs nothing loaded.
 */
export function checkAnswer<E extends Endpoint>(endpoint: E, body: unknown): ApiResponse<E> {
  const result = endpoint.response.safeParse(body);
  if (result.success) return result.data as ApiResponse<E>;
  throw new ApiError(
    "PARSING_ERROR",
    `The server's answer to ${endpoint.method} ${endpoint.path} has an unexpected shape${issueLocation(result.error.issues)}.`,
  );
}
