export { coverUrl, FALLBACK_COVER } from "@shared/cover-url.ts";
