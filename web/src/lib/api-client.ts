import { API_TIMEOUT_MS } from "./api-timeout";
import { takeEarlyFetch } from "./early-fetch";

/** The query client's error kinds (SPEC section 8): a transport failure, or the HTTP status with its body. */
export type ApiErrorKind = "FETCH_ERROR" | "TIMEOUT_ERROR" | "PARSING_ERROR" | number;

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The response's status text, when the server answered. */
    readonly statusText = "",
  ) {
    super(message);
    this.name = "ApiError";
  }

  get status(): number | undefined {
    return typeof this.kind === "number" ? this.kind : undefined;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (
    typeof body === "object" &&
    body !== null &&
    "message" in body &&
    typeof body.message === "string"
  ) {
    return body.message;
  }
  return fallback;
}

/** Calls the store's API (same origin: Hosting rewrites /api/** to the function) and parses JSON. */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const { body } = await apiResponse(path, init);
  return body as T;
}

/** Like apiRequest, also giving the response headers (e.g. a paging cursor). */
export async function apiResponse(
  path: string,
  init: RequestInit = {},
): Promise<{ body: unknown; headers: Headers }> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has("Content-Type"))
    headers.set("Content-Type", "application/json");
  let response: Response;
  try {
    const plainGet = init.method === undefined && init.body === undefined && !init.signal;
    response = await ((plainGet ? takeEarlyFetch(path) : undefined) ??
      fetch(path, {
        ...init,
        headers,
        signal: init.signal ?? AbortSignal.timeout(API_TIMEOUT_MS),
      }));
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new ApiError(
      timedOut ? "TIMEOUT_ERROR" : "FETCH_ERROR",
      timedOut ? "The request timed out." : "Network error.",
    );
  }
  let body: unknown;
  try {
    const text = await response.text();
    body = text === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    throw new ApiError("PARSING_ERROR", "The server sent an unreadable answer.");
  }
  if (!response.ok)
    throw new ApiError(response.status, messageOf(body, response.statusText), response.statusText);
  return { body, headers: response.headers };
}
