import { Suspense, useId, useState, type KeyboardEvent, type SyntheticEvent } from "react";
import { useNavigate } from "react-router-dom";

import { SearchSubmitButton } from "@/components/ui/search-submit-button";
import { paths } from "@/config/paths";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { lazyNamed } from "@/lib/lazy-named";

import { SUGGEST_MIN_LENGTH, suggestionTerm, useSuggestions } from "../api/suggest-books";
import { comboboxAction } from "../utils/combobox-keys";
import { SEARCH_MESSAGES as M } from "../utils/search-messages";

/** The list's own code: loaded once the box is focused or typed into, never with the page. */
const loadSuggestionList = () => import("./suggestion-list");
const SuggestionList = lazyNamed(loadSuggestionList, (m) => m.SuggestionList);

/** Long enough to let a typist finish a word, short enough to feel immediate. */
const SUGGEST_DEBOUNCE_MS = 200;

/**
 * The header's search box: a WAI-ARIA combobox whose listbox suggests books as the shopper types.
 * ArrowDown and ArrowUp move through the suggestions, Enter opens the highlighted book or else
 * searches, Escape closes the list and a second Escape clears the box.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${String(index)}`;
  const [text, setText] = useState("");
  const [wantsList, setWantsList] = useState(false);
  /** The highlighted book: an id, so an answer that arrives later never moves the highlight. */
  const [activeId, setActiveId] = useState<string | null>(null);
  const typed = suggestionTerm(text);
  const term = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const suggestions = useSuggestions(term);

  const answer = typed.length >= SUGGEST_MIN_LENGTH ? suggestions.data : undefined;
  const closestOnly = answer !== undefined && answer.suggestions.length === 0;
  const options = answer === undefined ? [] : closestOnly ? answer.closest : answer.suggestions;
  const open = wantsList && options.length > 0;
  const activeIndex = options.findIndex((book) => book._id === activeId);

  const close = () => {
    setWantsList(false);
    setActiveId(null);
  };
  const finish = (to: string) => {
    void navigate(to);
    setText("");
    close();
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() !== "") finish(paths.searchFor(text));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = comboboxAction(event.key, {
      open,
      active: open ? activeIndex : -1,
      count: options.length,
      hasText: text !== "",
    });
    if (action.kind === "none" || action.kind === "submit") return;
    // The box's own meaning of these keys (the caret, a search input's clearing) gives way.
    event.preventDefault();
    if (action.kind === "highlight") {
      setWantsList(true);
      setActiveId(options[action.index]?._id ?? null);
    } else if (action.kind === "open-option") {
      const book = options[action.index];
      if (book) finish(paths.book(book._id));
    } else if (action.kind === "close") {
      close();
    } else {
      setText("");
    }
  };

  return (
    <form role="search" onSubmit={submit} className="flex items-center sm:relative">
      <label htmlFor="header-search" className="sr-only">
        {M.boxLabel}
      </label>
      <input
        id="header-search"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onFocus={() => {
          void loadSuggestionList();
        }}
        onChange={(event) => {
          setText(event.target.value);
          setWantsList(true);
          setActiveId(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        placeholder={M.boxPlaceholder}
        className="w-40 rounded-l-md border border-slate-300 px-3 py-2 text-sm sm:w-64"
      />
      <SearchSubmitButton />
      {open && (
        <Suspense fallback={null}>
          <SuggestionList
            id={listboxId}
            options={options}
            closestOnly={closestOnly}
            activeId={activeId}
            optionId={optionId}
            onHover={setActiveId}
            onPick={(bookId) => {
              finish(paths.book(bookId));
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
