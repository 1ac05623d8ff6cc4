const pagerButtonClass =
  "rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-50";

interface BooksPagerProps {
  /** 1 for the first page. */
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** While a page loads, neither button moves on. */
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Manage Books' Previous page / Page N / Next page bar under a list of books. */
export function BooksPager({
  page,
  hasPrevious,
  hasNext,
  busy,
  onPrevious,
  onNext,
}: BooksPagerProps) {
  return (
    <nav
      aria-label="Book pages"
      className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3"
    >
      <button
        type="button"
        disabled={!hasPrevious || busy}
        onClick={onPrevious}
        className={pagerButtonClass}
      >
        Previous page
      </button>
      <span className="text-sm text-slate-700" aria-live="polite">
        Page {page}
      </span>
      <button
        type="button"
        disabled={!hasNext || busy}
        onClick={onNext}
        className={pagerButtonClass}
      >
        Next page
      </button>
    </nav>
  );
}
