import { useState, type SyntheticEvent } from "react";
import { useNavigate } from "react-router-dom";

import { SearchSubmitButton } from "@/components/ui/search-submit-button";
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
      <SearchSubmitButton />
    </form>
  );
}
