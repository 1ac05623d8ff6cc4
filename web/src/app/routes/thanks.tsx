/** Placeholder: this screen is being built (helper task in progress). */
export function ThanksRoute() {
  return <h1 className="text-2xl font-bold">Thank you</h1>;
}
