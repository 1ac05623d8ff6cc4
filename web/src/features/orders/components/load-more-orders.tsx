import { ORDERS_MESSAGES } from "../utils/orders-messages";

interface LoadMoreOrdersProps {
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

export function LoadMoreOrders({ loading, failed, onLoadMore }: LoadMoreOrdersProps) {
  return (
    <div className="flex flex-col items-center gap-2">
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {ORDERS_MESSAGES.loadMoreFailed}
        </p>
      )}
      <button
        type="button"
        onClick={onLoadMore}
        disabled={loading}
        className="rounded-md border border-blue-700 px-5 py-2 font-semibold text-blue-700 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {loading ? ORDERS_MESSAGES.loadingMore : ORDERS_MESSAGES.loadMore}
      </button>
    </div>
  );
}
