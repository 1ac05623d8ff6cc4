import { useQuery } from "@tanstack/react-query";

import { searchOpenLibrary } from "../api/search-open-library";

export function useOpenLibrarySearch(query: string) {
  return useQuery({
    queryKey: ["open-library-search", query],
    queryFn: () => searchOpenLibrary(query),
  });
}
