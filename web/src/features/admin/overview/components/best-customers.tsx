import { formatDollars } from "@bookstore/shared/core/money.ts";
import type { BestCustomer } from "@bookstore/shared/dashboard/dashboard-api.ts";

/** The top customers by spend. */
export function BestCustomers({ customers }: { customers: readonly BestCustomer[] }) {
  return (
    <section
      aria-labelledby="best-customers-heading"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="best-customers-heading" className="mb-4 text-lg font-semibold">
        Best customers by spend
      </h3>
      {customers.length === 0 ? (
        <p className="text-slate-600">No orders yet.</p>
      ) : (
        <ol data-testid="best-customers" className="flex flex-col gap-3">
          {customers.map((customer) => (
            <li key={customer.email} className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-medium break-words text-slate-900">
                  {customer.name}
                </span>
                <span className="block text-sm break-all text-slate-600">{customer.email}</span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-semibold">{formatDollars(customer.spent)}</span>
                <span className="block text-sm text-slate-600">
                  {customer.orders} {customer.orders === 1 ? "order" : "orders"}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
