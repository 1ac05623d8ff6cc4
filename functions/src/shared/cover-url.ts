/** What a book without a cover shows. */
export const FALLBACK_COVER = "/fallback-cover.svg";

/**
 * Resolves a stored coverImage (a file name in the cover store, or a URL) to the address the
 * page's `<img>` loads: the web app renders it and the server preloads the same address.
 */
export function coverUrl(coverImage: string): string {
  if (coverImage.trim() === "") return FALLBACK_COVER;
  if (/^https?:\/\//i.test(coverImage)) return coverImage;
  return `/covers/${encodeURIComponent(coverImage)}`;
}
