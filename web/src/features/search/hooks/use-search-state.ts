import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";

import { parseSearchState, searchHref, type SearchState } from "../utils/search-state";

/**
 * The search page's state, read from its address, and a way to show another: each choice is a
 * new history entry, so Back returns to the page before it and a copied address opens it.
 */
export function useSearchState(): [SearchState, (next: SearchState) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearchState(new URLSearchParams(search)), [search]);
  const show = useCallback(
    (next: SearchState) => {
      void navigate(searchHref(next));
    },
    [navigate],
  );
  return [state, show];
}
