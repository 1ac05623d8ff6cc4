/** Placeholder: this screen is being built (helper task in progress). */
export function SearchRoute() {
  return <h1 className="text-2xl font-bold">Search</h1>;
}
