export const FALLBACK_COVER = "/fallback-cover.svg";

/** Resolves a stored coverImage (a file name in the cover store, or a URL) to an image address. */
export function coverUrl(coverImage: string): string {
  if (coverImage.trim() === "") return FALLBACK_COVER;
  if (/^https?:\/\//i.test(coverImage)) return coverImage;
  return `/covers/${encodeURIComponent(coverImage)}`;
}
