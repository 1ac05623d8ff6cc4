interface LoadMoreProps {
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
  /** What the listing says when the next page could not be loaded. */
  failedMessage: string;
  /** Inside a bordered panel: ruled off from the list, with smaller text. */
  inPanel?: boolean;
}

/** The next page of a listing. */
export function LoadMore({
  loading,
  failed,
  onLoadMore,
  failedMessage,
  inPanel = false,
}: LoadMoreProps) {
  return (
    <div
      className={
        inPanel
          ? "flex flex-col items-center gap-2 border-t border-slate-200 px-4 py-3"
          : "flex flex-col items-center gap-2"
      }
    >
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {failedMessage}
        </p>
      )}
      <button
        type="button"
        onClick={onLoadMore}
        disabled={loading}
        className={`rounded-md border border-blue-700 px-5 py-2 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60${inPanel ? " text-sm" : ""}`}
      >
        {loading ? "Loading more…" : "Load more"}
      </button>
    </div>
  );
}
