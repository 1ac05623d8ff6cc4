import { CategoryCarousel } from "@/books/components/category-carousel";
import { CATEGORY_ORDER } from "@/books/utils/categories-page";

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
