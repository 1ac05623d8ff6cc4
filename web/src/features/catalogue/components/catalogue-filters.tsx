import { useState, type SyntheticEvent } from "react";

import { CATALOGUE_SORTS, type CatalogueSort } from "@shared/catalogue-query.ts";
import { CATEGORIES, isCategory } from "@shared/categories.ts";

import { CATALOGUE_MESSAGES as M } from "../utils/catalogue-messages";
import {
  DEFAULT_CATALOGUE_STATE,
  isFiltered,
  withChoice,
  type CatalogueState,
} from "../utils/catalogue-state";

interface CatalogueFiltersProps {
  state: CatalogueState;
  onChange: (next: CatalogueState) => void;
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

/** Category, sort and on sale apply as they change; the price range when it is applied. */
export function CatalogueFilters({ state, onChange }: CatalogueFiltersProps) {
  const [minText, setMinText] = useState(priceText(state.minPrice));
  const [maxText, setMaxText] = useState(priceText(state.maxPrice));

  const applyPrice = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const min = priceOf(minText);
    const max = priceOf(maxText);
    if (min === undefined || max === undefined) return;
    const [low, high] = min !== null && max !== null && min > max ? [max, min] : [min, max];
    onChange(withChoice(state, { minPrice: low ?? undefined, maxPrice: high ?? undefined }));
  };

  return (
    <form
      aria-label={M.filtersLabel}
      onSubmit={applyPrice}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <div>
        <label htmlFor="catalogue-category" className={labelClass}>
          {M.category}
        </label>
        <select
          id="catalogue-category"
          className={fieldClass}
          value={state.category ?? ""}
          onChange={(event) => {
            const { value } = event.target;
            onChange(withChoice(state, { category: isCategory(value) ? value : undefined }));
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
      <div>
        <label htmlFor="catalogue-sort" className={labelClass}>
          {M.sort}
        </label>
        <select
          id="catalogue-sort"
          className={fieldClass}
          value={state.sort}
          onChange={(event) => {
            const sort = CATALOGUE_SORTS.find((each) => each === event.target.value);
            onChange(withChoice(state, { sort: sort ?? ("newest" satisfies CatalogueSort) }));
          }}
        >
          {CATALOGUE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {M.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
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
            checked={state.onSale}
            onChange={(event) => {
              onChange(withChoice(state, { onSale: event.target.checked }));
            }}
          />
          {M.onSale}
        </label>
      </div>
      {isFiltered(state) && (
        <button
          type="button"
          className="justify-self-start rounded-md px-4 py-2 font-semibold text-blue-700 underline hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-blue-700"
          onClick={() => {
            onChange(withChoice(DEFAULT_CATALOGUE_STATE, { sort: state.sort }));
          }}
        >
          {M.clearFilters}
        </button>
      )}
    </form>
  );
}
