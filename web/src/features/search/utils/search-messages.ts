/** SPEC section 8's search messages, verbatim. */
export const SEARCH_MESSAGES = {
  failed: "An error occurred while fetching Book data.",
  noResults: (query: string) => `No results found for ${query}`,
} as const;
