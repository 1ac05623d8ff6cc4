import type { Category } from "@shared/categories.ts";

import { useCategoryView } from "../api/category-view";

import { BookCarousel } from "./book-carousel";

interface CategoryBooksProps {
  category: Category;
  label: string;
  /** The page's first carousel: its first covers are the page's largest paint. */
  priority: boolean;
}

/** One category's books in a random order: painted from the API's answer, then live (see category-view.ts). */
export function CategoryBooks({ category, label, priority }: CategoryBooksProps) {
  return <BookCarousel books={useCategoryView(category)} label={label} priority={priority} />;
}
