import { useState, type SyntheticEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";

import { paths } from "@/config/paths";

/** The header's search box: it filters the Manage Books table by title and author words. */
export function AdminSearch() {
  const [params] = useSearchParams();
  const current = params.get("q") ?? "";
  return <AdminSearchForm key={current} initial={current} />;
}

function AdminSearchForm({ initial }: { initial: string }) {
  const [query, setQuery] = useState(initial);
  const navigate = useNavigate();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(query.trim() === "" ? paths.manageBooks : paths.manageBooksMatching(query));
  };

  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-center sm:max-w-sm">
      <label htmlFor="admin-search" className="sr-only">
        Search books
      </label>
      <input
        id="admin-search"
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
        }}
        placeholder="Search books..."
        className="min-w-0 flex-1 rounded-l-md border border-slate-300 px-3 py-2 text-sm"
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
