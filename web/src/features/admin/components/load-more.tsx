interface LoadMoreProps {
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/** The next page of a listing. */
export function LoadMore({ loading, failed, onLoadMore }: LoadMoreProps) {
  return (
    <div className="flex flex-col items-center gap-2 border-t border-slate-200 px-4 py-3">
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          Could not load more. Please try again.
        </p>
      )}
      <button
        type="button"
        onClick={onLoadMore}
        disabled={loading}
        className="rounded-md border border-blue-700 px-5 py-2 text-sm font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
      >
        {loading ? "Loading more…" : "Load more"}
      </button>
    </div>
  );
}
