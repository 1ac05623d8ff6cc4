import type { Category } from "@shared/categories.ts";

import { useCategoryView } from "../api/category-view";

import { BookCarousel } from "./book-carousel";

interface FirstCategoryBooksProps {
  category: Category;
  label: string;
}

/** The page's first carousel: painted from the API's answer, then live (see category-view.ts). */
export function FirstCategoryBooks({ category, label }: FirstCategoryBooksProps) {
  return <BookCarousel books={useCategoryView(category)} label={label} priority />;
}
