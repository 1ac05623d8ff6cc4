/** Placeholder: this screen is being built (helper task in progress). */
export function AboutRoute() {
  return <h1 className="text-2xl font-bold">About</h1>;
}
