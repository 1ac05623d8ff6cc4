import { useId, useState } from "react";

import { ORDER_EXPORT_LAYOUTS, type OrderExportLayout } from "@shared/order-export.ts";
import type { OrderStatus } from "@shared/order.ts";

import { downloadOrdersCsv } from "../api/export-orders";
import { useAdminUser } from "../hooks/admin-user";
import { useFileDownload } from "../hooks/use-file-download";
import { EXPORT_TEXT } from "../utils/admin-messages";

const inputClass = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";

interface DayFieldProps {
  label: string;
  value: string;
  /** The other end of the range, "" when open. */
  min?: string;
  max?: string;
  onChange: (day: string) => void;
}

/** A labelled day (YYYY-MM-DD, or "" for none) that keeps to the other end of the range. */
function DayField({ label, value, min, max, onChange }: DayFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={inputClass}
      />
    </>
  );
}

/**
 * The orders page's CSV export: the list's status filter, a from and to day (both included,
 * either may be left empty) and one row per order or per book. The file is fetched with the
 * admin's token and saved by the browser.
 */
export function ExportOrders({ status }: { status: OrderStatus | "" }) {
  const user = useAdminUser();
  const perId = useId();
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [per, setPer] = useState<OrderExportLayout>("order");
  const { busy, failure, run } = useFileDownload(EXPORT_TEXT.failed);

  const exportOrders = () =>
    run(() =>
      downloadOrdersCsv(user, {
        from: from || undefined,
        to: to || undefined,
        status: status || undefined,
        per,
      }),
    );

  return (
    <form
      className="flex flex-wrap items-center gap-2"
      aria-label={EXPORT_TEXT.formLabel}
      onSubmit={(event) => {
        event.preventDefault();
        void exportOrders();
      }}
    >
      <DayField label={EXPORT_TEXT.from} value={from} max={to} onChange={setFrom} />
      <DayField label={EXPORT_TEXT.to} value={to} min={from} onChange={setTo} />
      <label htmlFor={perId} className="sr-only">
        {EXPORT_TEXT.rows}
      </label>
      <select
        id={perId}
        value={per}
        onChange={(event) => {
          setPer(ORDER_EXPORT_LAYOUTS.find((layout) => layout === event.target.value) ?? "order");
        }}
        className={inputClass}
      >
        {ORDER_EXPORT_LAYOUTS.map((layout) => (
          <option key={layout} value={layout}>
            {EXPORT_TEXT.layouts[layout]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={busy}
        className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? EXPORT_TEXT.exporting : EXPORT_TEXT.button}
      </button>
      {failure === null ? null : (
        <p role="alert" className="w-full text-sm text-red-700">
          {failure}
        </p>
      )}
    </form>
  );
}
