import { useEffect } from "react";
import { Link } from "react-router-dom";

import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatDollars } from "@bookstore/shared/core/money.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { useAdminStats } from "../api/admin-stats";
import { shareLabel } from "../utils/figures";

import { BestCustomers } from "./best-customers";
import { MonthlyRevenue } from "./monthly-revenue";
import { SalesByCategory } from "./sales-by-category";
import { StatCard } from "./stat-card";

/** /dashboard: the store's figures from GET /api/admin. */
export function Overview() {
  const user = useAdminUser();
  const stats = useAdminStats(user);

  useEffect(() => {
    if (stats.error) console.error("Could not load the dashboard figures", stats.error);
  }, [stats.error]);

  if (stats.data === undefined) {
    return stats.isError ? (
      <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
        {ADMIN_TEXT.statsFailed}
      </p>
    ) : (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the store figures" />
      </div>
    );
  }

  const data = stats.data;
  return (
    <div className="flex flex-col gap-6">
      <h2 className="sr-only">Overview</h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-6">
        <StatCard testId="stat-products" label="Products" value={String(data.totalBooks)} />
        <StatCard testId="stat-sales" label="Total Sales" value={formatDollars(data.totalSales)} />
        <StatCard
          testId="stat-trending"
          label="Trending Books in This Month"
          value={String(data.trendingBooks)}
          note={shareLabel(data.trendingShare)}
        />
        <StatCard testId="stat-orders" label="Total Orders" value={String(data.totalOrders)} />
        <StatCard
          testId="stat-pending"
          label="Pending orders"
          value={String(data.pendingOrders)}
          footer={
            <Link
              to={`${paths.adminOrders}?status=pending`}
              className="mt-1 text-sm font-medium text-blue-700 hover:underline"
            >
              See pending orders
            </Link>
          }
        />
        <StatCard
          testId="stat-low-stock"
          label={ADMIN_TEXT.lowStockStat}
          value={String(data.lowStockBooks)}
          footer={
            <Link
              to={paths.manageBooksLowStock}
              className="mt-1 text-sm font-medium text-blue-700 hover:underline"
            >
              {ADMIN_TEXT.seeLowStock}
            </Link>
          }
        />
      </dl>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <MonthlyRevenue monthly={data.monthly} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <BestCustomers customers={data.bestCustomers} />
          <SalesByCategory sales={data.salesByCategory} />
        </div>
      </div>
    </div>
  );
}
