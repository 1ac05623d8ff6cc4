import type { Category } from "@shared/categories.ts";

import { useTopSellersView } from "../api/top-sellers-view";

import { BookCarousel } from "./book-carousel";

/** The Top Sellers carousel's books, from the API (see top-sellers-view.ts). */
export function TopSellersBooks({ category }: { category: Category | "" }) {
  return <BookCarousel books={useTopSellersView(category)} label="top sellers" />;
}
