export { coverUrl, FALLBACK_COVER } from "@shared/books/cover-url.ts";
