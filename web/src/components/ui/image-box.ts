/**
 * Classes for the box an image sits in, sized like the image. A box is skipped until it nears
 * the screen (content-visibility: auto), so the browser neither lays out nor fetches its image:
 * `loading="lazy"` alone fetched every cover of a carousel (its slides are beside the screen,
 * not below it). An `eager` box, for an image in the first screen (the page's largest paint),
 * is laid out at once.
 */
export function imageBoxClasses({ eager = false }: { eager?: boolean } = {}): string {
  const box = "shrink-0 rounded bg-slate-100";
  return eager ? box : `${box} [content-visibility:auto]`;
}
