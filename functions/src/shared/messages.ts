/** User-facing strings both sides show; SPEC.md's wording, used verbatim. */
export const MESSAGES = {
  bookLoadFailed: "Error happened while loading book info",
  bookNotFound: "Book not found",
  notFound: "Not found",
  methodNotAllowed: "Method not allowed",
  invalidBookId: "Invalid book id",
  internalError: "Something went wrong on our side. Please try again.",
  signInRequired: "Please sign in to continue.",
  storeBusy: "The store is busy, please try again.",
} as const;
