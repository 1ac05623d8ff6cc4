/** Placeholder: this screen is being built (helper task in progress). */
export function TermsRoute() {
  return <h1 className="text-2xl font-bold">Terms of Service</h1>;
}
