/**
 * What one query may cost the index, whatever a shopper (or a script) types. A query is at most
 * 200 characters (SEARCH_LIMITS), but without these caps a two-letter prefix or a word that
 * most books have would score every book of a large catalogue. Each cap sits where a real
 * query never reaches it: the relevance set scores the same with and without them.
 */
export const SEARCH_WORK_CAPS = {
  /** Words a query is matched by (after common words are dropped); the rest are ignored. */
  words: 8,
  /** Characters of one word; a longer one is cut (no indexed word is that long). */
  wordLength: 32,
  /** Indexed words one query word may stand for (itself, its completions, its typo variants). */
  termsPerWord: 40,
  /** Completions of the word being typed looked at before the closest are chosen. */
  prefixScan: 2_000,
  /**
   * (book, field) matches one query scores, its words taken from the one with the fewest
   * matches. Within a word the title's come first, then the author's, the ISBN's and the
   * description's, so a word that most books have still finds the books whose titles have it.
   */
  matchesScored: 10_000,
} as const;
