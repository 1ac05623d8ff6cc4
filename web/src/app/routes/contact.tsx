/** Placeholder: this screen is being built (helper task in progress). */
export function ContactRoute() {
  return <h1 className="text-2xl font-bold">Contact</h1>;
}
