import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
} from "chart.js";
import { Bar } from "react-chartjs-2";

import { formatDollars } from "@bookstore/shared/core/money.ts";
import type { MonthlyFigures } from "@bookstore/shared/dashboard/dashboard-api.ts";

import { monthLabel } from "../utils/figures";

// Only the pieces a bar chart uses, so the rest of Chart.js is left out of the bundle.
ChartJS.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The 'Monthly Revenue' bar chart: the API's last 12 months, in dollars. */
export default function MonthlyRevenueChart({ monthly }: { monthly: readonly MonthlyFigures[] }) {
  const labels = monthly.map((month) => monthLabel(month.month));
  const total = monthly.reduce((sum, month) => sum + month.revenue, 0);
  return (
    <Bar
      role="img"
      aria-label={`Monthly revenue bar chart: ${labels[0] ?? ""} to ${labels.at(-1) ?? ""}, ${formatDollars(total)} in all`}
      data={{
        labels,
        datasets: [
          {
            label: "Revenue (USD)",
            data: monthly.map((month) => month.revenue),
            backgroundColor: "rgba(29, 78, 216, 0.8)",
            borderRadius: 4,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { position: "top" },
          tooltip: {
            callbacks: { label: (item) => `Revenue: ${formatDollars(Number(item.raw))}` },
          },
        },
        scales: { y: { beginAtZero: true } },
      }}
    />
  );
}
