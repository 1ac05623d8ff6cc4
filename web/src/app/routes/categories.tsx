export function CategoriesRoute() {
  return <h1 className="text-2xl font-bold">Categories</h1>;
}
