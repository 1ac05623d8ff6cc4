import { STOCK_ALERT_MESSAGES as TEXT } from "@bookstore/shared/library/stock-alerts.ts";

import { useStopStockAlerts } from "../api/stop-stock-alerts";

/**
 * The page a back-in-stock mail's stop link opens. Nothing happens until the reader clicks: a
 * mail scanner that follows every link must not end anyone's alerts.
 */
export function StopStockAlertsPanel({ token }: { token: string }) {
  const stop = useStopStockAlerts();

  if (token === "") {
    return (
      <p role="alert" className="text-red-800">
        {TEXT.stopTokenMissing}
      </p>
    );
  }
  if (stop.isSuccess) {
    return (
      <p role="status" className="text-lg text-slate-800">
        {stop.data.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-slate-700">{TEXT.stopIntro}</p>
      <button
        type="button"
        disabled={stop.isPending}
        onClick={() => {
          stop.mutate({ token });
        }}
        className="rounded-md bg-blue-700 px-5 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {TEXT.stopButton}
      </button>
      {stop.isError && (
        <p role="alert" className="text-red-800">
          {stop.error.message}
        </p>
      )}
    </div>
  );
}
