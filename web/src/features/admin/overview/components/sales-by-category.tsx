import type { CategorySales } from "@bookstore/shared/dashboard/dashboard-api.ts";

import { barPercent } from "../utils/figures";

/** Units sold per category, as labelled bars. */
export function SalesByCategory({ sales }: { sales: readonly CategorySales[] }) {
  const largest = Math.max(0, ...sales.map((entry) => entry.sold));
  return (
    <section
      aria-labelledby="sales-by-category-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="sales-by-category-heading" className="mb-4 text-lg font-semibold">
        Sales by category
      </h3>
      <ul data-testid="sales-by-category" className="flex flex-col gap-3">
        {sales.map((entry) => (
          <li key={entry.category} className="flex flex-col gap-1">
            <span className="flex justify-between text-sm">
              <span className="font-medium capitalize">{entry.category}</span>
              <span>{entry.sold} sold</span>
            </span>
            <span aria-hidden="true" className="block h-2 rounded-full bg-slate-100">
              <span
                className="block h-2 rounded-full bg-blue-700"
                style={{ width: `${String(barPercent(entry.sold, largest))}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
