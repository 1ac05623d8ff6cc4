import { useState, type SyntheticEvent } from "react";

import { isFiltered, NO_FILTERS, type FilterChoice } from "@/lib/filter-params";
import { CATEGORIES, isCategory } from "@bookstore/shared/books/categories.ts";
import {
  CATALOGUE_SORTS,
  type CatalogueSort,
} from "@bookstore/shared/catalogue/catalogue-query.ts";

import { CATALOGUE_MESSAGES as M } from "../utils/catalogue-messages";

interface CatalogueFiltersProps {
  filters: FilterChoice;
  /** Every filter, as the shopper now chose them: the listing starts at its first page. */
  onFilters: (next: FilterChoice) => void;
  /** The listing's order, where the shopper picks one (search results come ranked). */
  sort?: { value: CatalogueSort; onChange: (sort: CatalogueSort) => void };
}

const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus:outline-2 focus:outline-blue-700";
const labelClass = "block text-sm font-medium text-slate-800";

const priceText = (price: number | undefined) => (price === undefined ? "" : String(price));

/** "" for no bound; undefined for what is not an amount (the form keeps the old bound then). */
function priceOf(text: string): number | undefined | null {
  if (text.trim() === "") return null;
  const price = Number(text);
  return Number.isFinite(price) && price >= 0 ? Math.round(price * 100) / 100 : undefined;
}

/** One end of the price range, as typed: it applies with the form. */
function PriceBoundField({
  id,
  label,
  text,
  onText,
}: {
  id: string;
  label: string;
  text: string;
  onText: (text: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        className={fieldClass}
        value={text}
        onChange={(event) => {
          onText(event.target.value);
        }}
      />
    </div>
  );
}

const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/**
 * Category, sort and on sale apply as they change; the price range when it is applied. The
 * catalogue page and the search results share it, so a shopper narrows both the same way.
 */
export function CatalogueFilters({ filters, onFilters, sort }: CatalogueFiltersProps) {
  const [minText, setMinText] = useState(priceText(filters.minPrice));
  const [maxText, setMaxText] = useState(priceText(filters.maxPrice));
  const choose = (change: Partial<FilterChoice>) => {
    onFilters({ ...filters, ...change });
  };

  const applyPrice = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const min = priceOf(minText);
    const max = priceOf(maxText);
    if (min === undefined || max === undefined) return;
    const [low, high] = min !== null && max !== null && min > max ? [max, min] : [min, max];
    choose({ minPrice: low ?? undefined, maxPrice: high ?? undefined });
  };

  return (
    <form
      aria-label={sort ? M.filtersLabel : M.filtersOnlyLabel}
      onSubmit={applyPrice}
      className={`grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:items-end ${sort ? "lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]" : "lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]"}`}
    >
      <div>
        <label htmlFor="catalogue-category" className={labelClass}>
          {M.category}
        </label>
        <select
          id="catalogue-category"
          className={fieldClass}
          value={filters.category ?? ""}
          onChange={(event) => {
            const { value } = event.target;
            choose({ category: isCategory(value) ? value : undefined });
          }}
        >
          <option value="">{M.allCategories}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
      </div>
      {sort && (
        <div>
          <label htmlFor="catalogue-sort" className={labelClass}>
            {M.sort}
          </label>
          <select
            id="catalogue-sort"
            className={fieldClass}
            value={sort.value}
            onChange={(event) => {
              const chosen = CATALOGUE_SORTS.find((each) => each === event.target.value);
              sort.onChange(chosen ?? ("newest" satisfies CatalogueSort));
            }}
          >
            {CATALOGUE_SORTS.map((each) => (
              <option key={each} value={each}>
                {M.sorts[each]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid grid-cols-2 gap-2">
        <PriceBoundField id="catalogue-min" label={M.minPrice} text={minText} onText={setMinText} />
        <PriceBoundField id="catalogue-max" label={M.maxPrice} text={maxText} onText={setMaxText} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="rounded-md border border-blue-700 px-4 py-2 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {M.applyPrice}
        </button>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={filters.onSale}
            onChange={(event) => {
              choose({ onSale: event.target.checked });
            }}
          />
          {M.onSale}
        </label>
      </div>
      {isFiltered(filters) && (
        <button
          type="button"
          className="justify-self-start rounded-md px-4 py-2 font-semibold text-blue-700 underline hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-700"
          onClick={() => {
            onFilters(NO_FILTERS);
          }}
        >
          {M.clearFilters}
        </button>
      )}
    </form>
  );
}
