import type { OrderHistoryEntry } from "@bookstore/shared/orders/order.ts";

import { historyDate, orderStatusLabel } from "../utils/order-display";

/** Every status the order reached, oldest first, each with its date when known. */
export function OrderHistory({ history }: { history: readonly OrderHistoryEntry[] }) {
  return (
    <ol data-testid="order-history" className="flex flex-col gap-1 text-slate-800">
      {history.map((entry, index) => (
        <li
          key={`${String(index)}-${entry.status}`}
          data-testid="order-history-entry"
          className="flex flex-wrap gap-x-3"
        >
          <span className="font-semibold">{orderStatusLabel(entry.status)}</span>
          {entry.at === undefined ? (
            <span className="text-slate-600">{historyDate(entry)}</span>
          ) : (
            <time dateTime={entry.at}>{historyDate(entry)}</time>
          )}
        </li>
      ))}
    </ol>
  );
}
