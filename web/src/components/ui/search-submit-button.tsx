import { OutlineIcon } from "./outline-icon";

/** The magnifier button that ends a search box (header search, admin search). */
export function SearchSubmitButton() {
  return (
    <button
      type="submit"
      aria-label="Search"
      className="rounded-r-md border border-l-0 border-slate-300 bg-slate-100 px-3 py-2 hover:bg-slate-200"
    >
      <OutlineIcon>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </OutlineIcon>
    </button>
  );
}
