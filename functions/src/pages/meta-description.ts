/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 155;

const ELLIPSIS = "…";

/**
 * `text` on one line, at most META_DESCRIPTION_MAX characters: a longer text is cut at the last
 * word boundary that leaves room for an ellipsis, so no word is shown half.
 */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= META_DESCRIPTION_MAX) return flat;
  const room = flat.slice(0, META_DESCRIPTION_MAX - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, -1);
  return `${cut.replace(/[\s,;:.-]+$/, "")}${ELLIPSIS}`;
}
