/** Placeholder: this screen is being built (helper task in progress). */
export function PolicyRoute() {
  return <h1 className="text-2xl font-bold">Privacy Policy</h1>;
}
