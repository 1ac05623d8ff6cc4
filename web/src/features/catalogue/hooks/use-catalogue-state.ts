import { useCallback, useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";

import {
  catalogueSearch,
  parseCatalogueSearch,
  type CatalogueState,
} from "../utils/catalogue-state";

/** The address of a catalogue page. */
export function catalogueHref(state: CatalogueState): string {
  return `${paths.catalogue}${catalogueSearch(state)}`;
}

/**
 * The catalogue page's state, read from its address, and a way to show another: each choice is
 * a new history entry, so Back returns to the page before it and a copied address opens it.
 */
export function useCatalogueState(): [CatalogueState, (next: CatalogueState) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseCatalogueSearch(new URLSearchParams(search)), [search]);
  const show = useCallback(
    (next: CatalogueState) => {
      void navigate(catalogueHref(next));
    },
    [navigate],
  );
  return [state, show];
}
