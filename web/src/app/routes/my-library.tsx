/** Placeholder: this screen is being built (helper task in progress). */
export function MyLibraryRoute() {
  return <h1 className="text-2xl font-bold">My Library</h1>;
}
