/** Placeholder: this screen is being built (helper task in progress). */
export function LoginRoute() {
  return <h1 className="text-2xl font-bold">Login</h1>;
}
