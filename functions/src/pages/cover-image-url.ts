import { COVER_PNG_PATH } from "@bookstore/shared/api/api-path.ts";

/** Where a drawn (SVG) cover is served as PNG: social sites and search engines show no SVG. */
export const RASTER_COVER_PREFIX = COVER_PNG_PATH.replace(":file", "");

/** The PNG address of a drawn cover file `<name>.svg`. */
export function rasterCoverPath(svgFile: string): string {
  return `${RASTER_COVER_PREFIX}${encodeURIComponent(svgFile.replace(/\.svg$/i, ""))}.png`;
}

/**
 * An absolute address of a raster picture of the cover, or undefined for a book without one:
 * an https URL as stored, a drawn SVG through its PNG rendering, an uploaded (WebP) file as
 * served.
 */
export function coverImageUrl(coverImage: string, origin: string): string | undefined {
  const cover = coverImage.trim();
  if (cover === "") return undefined;
  if (/^https?:\/\//i.test(cover)) return cover;
  if (/\.svg$/i.test(cover)) {
    return `${origin}${rasterCoverPath(cover)}`;
  }
  return `${origin}/covers/${encodeURIComponent(cover)}`;
}
