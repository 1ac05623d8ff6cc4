declare global {
  interface Window {
    /** The first carousel's order, shared with first-screen.ts, which fetches its first covers. */
    bookstoreFirstCarouselRanks?: Map<string, number>;
  }
}

/** Shares first-screen.ts's order of the first carousel (drawn as its books arrive) with the page. */
export function keepFirstCarouselRanks(ranks: Map<string, number>): void {
  window.bookstoreFirstCarouselRanks = ranks;
}

/** The order shared by first-screen.ts, once; undefined if it shared none. */
export function takeFirstCarouselRanks(): Map<string, number> | undefined {
  const ranks = window.bookstoreFirstCarouselRanks;
  delete window.bookstoreFirstCarouselRanks;
  return ranks;
}
