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

/**
 * Whether an address names the stored cover: the cover itself when it is a URL, or the store's
 * address of its file on any origin (what coverUrl gives, and the catalogue export writes).
 */
export function addressNamesCover(address: string, coverImage: string): boolean {
  if (address === coverImage) return true;
  if (coverImage.trim() === "" || !URL.canParse(address)) return false;
  return new URL(address).pathname === coverUrl(coverImage);
}
