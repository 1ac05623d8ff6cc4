import { Suspense, useId, useState } from "react";

import { AfterFirstScreen } from "@/components/ui/after-first-screen";
import { lazyNamed } from "@/lib/lazy-named";

import { GENRE_OPTIONS } from "../utils/genres";

import { BookCarousel } from "./book-carousel";

const TOP_SELLERS_SHOWN = 10;
const placeholder = <BookCarousel books={{ status: "loading" }} label="top sellers" />;

/** The books read Firestore: they (and the SDK) load once the home page's first screen is on show. */
const TopSellersBooks = lazyNamed(
  () => import("./top-sellers-books"),
  (m) => m.TopSellersBooks,
);

/** The store's best sellers (units sold, then newest), optionally of one genre. */
export function TopSellers() {
  const [category, setCategory] = useState("");
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
            setCategory(event.target.value);
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
          <Suspense fallback={placeholder}>
            <TopSellersBooks count={TOP_SELLERS_SHOWN} category={category} />
          </Suspense>
        </AfterFirstScreen>
      </div>
    </section>
  );
}
