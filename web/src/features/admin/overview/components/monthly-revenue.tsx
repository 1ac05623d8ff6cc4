import { lazy, Suspense } from "react";

import { Spinner } from "@/components/ui/spinner";
import { formatDollars } from "@bookstore/shared/core/money.ts";
import type { MonthlyFigures } from "@bookstore/shared/dashboard/dashboard-api.ts";

import { monthLabel } from "../utils/figures";

/** Chart.js loads with the chart, only on the overview. */
const MonthlyRevenueChart = lazy(() => import("./monthly-revenue-chart"));

/**
 * 'Monthly Revenue': a bar chart on screens from 768 px (hidden on small screens)
 * and, for screen readers and small screens alike, the same figures as a table.
 */
export function MonthlyRevenue({ monthly }: { monthly: readonly MonthlyFigures[] }) {
  return (
    <section
      aria-labelledby="monthly-revenue-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="monthly-revenue-heading" className="mb-4 text-lg font-semibold">
        Monthly Revenue
      </h3>
      <div data-testid="monthly-revenue-chart" className="hidden h-72 md:block">
        <Suspense fallback={<Spinner label="Loading the chart" />}>
          <MonthlyRevenueChart monthly={monthly} />
        </Suspense>
      </div>
      <table className="w-full text-left text-sm md:sr-only">
        <caption className="sr-only">Revenue and orders per month</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1 pr-2 font-semibold">
              Month
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-semibold">
              Revenue
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              Orders
            </th>
          </tr>
        </thead>
        <tbody>
          {monthly.map((month) => (
            <tr key={month.month} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-2 font-normal">
                {monthLabel(month.month)}
              </th>
              <td className="py-1 pr-2 text-right">{formatDollars(month.revenue)}</td>
              <td className="py-1 text-right">{month.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
