declare global {
  interface Window {
    /** The first carousel's order, drawn by first-screen.ts to fetch its first covers early. */
    bookstoreFirstCarouselRanks?: Map<string, number>;
  }
}

/** Keeps the order first-screen.ts drew for the first carousel, for the page to show. */
export function keepFirstCarouselRanks(ranks: Map<string, number>): void {
  window.bookstoreFirstCarouselRanks = ranks;
}

/** The order first-screen.ts drew, once; undefined if it drew none. */
export function takeFirstCarouselRanks(): Map<string, number> | undefined {
  const ranks = window.bookstoreFirstCarouselRanks;
  delete window.bookstoreFirstCarouselRanks;
  return ranks;
}
