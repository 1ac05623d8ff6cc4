import { useState, type SyntheticEvent } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";

import { SearchSubmitButton } from "@/components/ui/search-submit-button";
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
      <SearchSubmitButton />
    </form>
  );
}
