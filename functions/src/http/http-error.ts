/**
 * An error whose message is safe to show the caller, with the HTTP status to answer and, for a
 * 429 or 503 the caller may retry, how many seconds to wait (sent as Retry-After).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "HttpError";
  }
}
