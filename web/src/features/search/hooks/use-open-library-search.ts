import { useQuery } from "@tanstack/react-query";

import { searchOpenLibrary } from "../api/search-open-library";

/** `enabled`: false keeps the query pending without asking the catalogue. */
export function useOpenLibrarySearch(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ["open-library-search", query],
    queryFn: () => searchOpenLibrary(query),
    enabled,
  });
}
