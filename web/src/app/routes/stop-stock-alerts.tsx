import { useSearchParams } from "react-router-dom";

import { StopStockAlertsPanel } from "@/features/stock-alerts/components/stop-stock-alerts-panel";
import { STOCK_ALERT_MESSAGES } from "@bookstore/shared/library/stock-alerts.ts";

export function StopStockAlertsRoute() {
  const [params] = useSearchParams();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{STOCK_ALERT_MESSAGES.stopButton}</h1>
      <StopStockAlertsPanel token={params.get("token") ?? ""} />
    </section>
  );
}
