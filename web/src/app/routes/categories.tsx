import { CategoryCarousel } from "@/features/books/components/category-carousel";
import type { Category } from "@shared/categories.ts";

/** SPEC: the category carousels, in this order. */
const CATEGORY_ORDER: readonly Category[] = [
  "technology",
  "business",
  "biography",
  "self-help",
  "finance",
  "fiction",
];

export function CategoriesRoute() {
  return (
    <div className="flex flex-col gap-16">
      <h1 className="text-3xl font-bold">Categories</h1>
      {CATEGORY_ORDER.map((category, index) => (
        <CategoryCarousel key={category} category={category} priority={index === 0} />
      ))}
    </div>
  );
}
