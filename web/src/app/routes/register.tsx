/** Placeholder: this screen is being built (helper task in progress). */
export function RegisterRoute() {
  return <h1 className="text-2xl font-bold">Register</h1>;
}
