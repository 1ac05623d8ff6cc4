/** Verses change only when the store is re-seeded: browsers and the CDN may keep them 5 minutes. */
export const VERSE_CACHE_CONTROL = "public, max-age=300";
