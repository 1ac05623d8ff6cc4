import type { Category } from "@shared/categories.ts";

/** What a category's carousel is called to assistive technology (and its loading state). */
export function carouselLabel(category: Category): string {
  return `${category} books`;
}
