export { coverUrl, FALLBACK_COVER } from "@bookstore/shared/books/cover-url.ts";
