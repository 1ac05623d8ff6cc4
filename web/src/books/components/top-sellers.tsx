import { useId, useState } from "react";

import { AfterFirstScreen } from "@/components/ui/after-first-screen";
import { isCategory, type Category } from "@bookstore/shared/books/categories.ts";

import { BOOKS_LOADING } from "../utils/books-state";
import { GENRE_OPTIONS } from "../utils/genres";

import { BookCarousel } from "./book-carousel";
import { TopSellersBooks } from "./top-sellers-books";

const placeholder = <BookCarousel books={BOOKS_LOADING} label="top sellers" />;

/**
 * The store's best sellers (units sold, then newest), optionally of one genre. The banner above
 * is the page's first screen; the carousel renders once it is on show, from the answer the page's
 * first script asked for meanwhile, so the first render and the carousel's are two shorter tasks.
 */
export function TopSellers() {
  const [category, setCategory] = useState<Category | "">("");
  const selectId = useId();

  return (
    <section aria-labelledby={`${selectId}-heading`} className="flex flex-col gap-6">
      <h2 id={`${selectId}-heading`} className="text-2xl font-bold">
        Top Sellers
      </h2>
      <div>
        <label htmlFor={selectId} className="sr-only">
          Genre
        </label>
        <select
          id={selectId}
          value={category}
          onChange={(event) => {
            const { value } = event.target;
            setCategory(isCategory(value) ? value : "");
          }}
          className="rounded-md border border-slate-300 bg-white px-4 py-2"
        >
          {GENRE_OPTIONS.map((option) => (
            <option key={option.label} value={option.category}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div data-testid="top-sellers">
        <AfterFirstScreen placeholder={placeholder}>
          <TopSellersBooks category={category} />
        </AfterFirstScreen>
      </div>
    </section>
  );
}
