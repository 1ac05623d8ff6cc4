/** User-facing strings both sides show, so the API and the screens word them alike. */
export const MESSAGES = {
  bookLoadFailed: "Error happened while loading book info",
  bookNotFound: "Book not found",
  notFound: "Not found",
  malformedAddress: "The address is malformed: a percent-encoding in it does not decode.",
  methodNotAllowed: "Method not allowed",
  invalidBookId: "Invalid book id",
  internalError: "Something went wrong on our side. Please try again.",
  signInRequired: "Please sign in to continue.",
  storeBusy: "The store is busy, please try again.",
  storeClosing: "The store is closing for maintenance. Please try again in a minute.",
  bodyTooLarge: "The request body is too large: at most 100 KB.",
  jsonBodyRequired: "The request body must be JSON (Content-Type: application/json).",
  bodyNotUtf8: "The request body must be UTF-8 JSON.",
} as const;

/** The 429 answer of a per-client limit, e.g. on contact messages and newsletter sign-ups. */
export function tooManyRequestsMessage(minutes: number): string {
  return `Too many requests from your connection. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
