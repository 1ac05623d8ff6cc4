import { useState, type SyntheticEvent } from "react";
import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";

export function HeaderSearch() {
  const [query, setQuery] = useState("");
  const navigate = useNavigate();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query.trim() === "") return;
    void navigate(paths.searchFor(query));
    setQuery("");
  };

  return (
    <form role="search" onSubmit={submit} className="flex items-center">
      <label htmlFor="header-search" className="sr-only">
        Search for books
      </label>
      <input
        id="header-search"
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
        }}
        placeholder="Search for books..."
        className="w-40 rounded-l-md border border-slate-300 px-3 py-2 text-sm sm:w-64"
      />
      <button
        type="submit"
        aria-label="Search"
        className="rounded-r-md border border-l-0 border-slate-300 bg-slate-100 px-3 py-2 hover:bg-slate-200"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}
