/** The search page's messages. */
export const SEARCH_MESSAGES = {
  failed: "An error occurred while fetching Book data.",
  noResults: (query: string) => `No results found for ${query}`,
} as const;
