import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";

import { useSubmitForm } from "@/hooks/use-submit-form";
import { ORDER_EXPORT_LAYOUTS } from "@bookstore/shared/orders/order-export.ts";
import type { OrderStatus } from "@bookstore/shared/orders/order.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { EXPORT_TEXT } from "../../shared/utils/admin-messages";
import { downloadOrdersCsv } from "../api/export-orders";

const inputClass = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm";

/** From and to days (YYYY-MM-DD, or "" for none) and the layout of the rows. */
const exportOrdersSchema = z.object({
  from: z.string(),
  to: z.string(),
  per: z.enum(ORDER_EXPORT_LAYOUTS),
});

interface DayFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The other end of the range, "" when open. */
  min?: string;
  max?: string;
}

/** A labelled day (YYYY-MM-DD, or "" for none) that keeps to the other end of the range. */
function DayField({ label, registration, min, max }: DayFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        min={min || undefined}
        max={max || undefined}
        {...registration}
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
  const { form, onSubmit, busy, failure } = useSubmitForm({
    schema: exportOrdersSchema,
    defaultValues: { from: "", to: "", per: "order" },
    submit: ({ from, to, per }) =>
      downloadOrdersCsv(user, {
        from: from || undefined,
        to: to || undefined,
        status: status || undefined,
        per,
      }),
    failure: (error) => ({
      message: EXPORT_TEXT.failed(error instanceof Error ? error.message : String(error)),
    }),
  });
  const from = form.watch("from");
  const to = form.watch("to");

  return (
    <form
      className="flex flex-wrap items-center gap-2"
      aria-label={EXPORT_TEXT.formLabel}
      onSubmit={onSubmit}
    >
      <DayField label={EXPORT_TEXT.from} registration={form.register("from")} max={to} />
      <DayField label={EXPORT_TEXT.to} registration={form.register("to")} min={from} />
      <label htmlFor={perId} className="sr-only">
        {EXPORT_TEXT.rows}
      </label>
      <select id={perId} {...form.register("per")} className={inputClass}>
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
      {failure === undefined ? null : (
        <p role="alert" className="w-full text-sm text-red-700">
          {failure.message}
        </p>
      )}
    </form>
  );
}
