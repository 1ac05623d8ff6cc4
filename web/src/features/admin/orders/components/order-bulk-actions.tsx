import { useEffect, useRef } from "react";

import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";
import { MAX_ORDERS_PER_ACTION } from "@bookstore/shared/orders/order-ids.ts";

import { useAdminUser } from "../../session/hooks/admin-user";
import { useShipOrders } from "../api/ship-orders";
import type { OrderSelection } from "../hooks/use-order-selection";
import { SHIPPING_TEXT, shipSummary } from "../utils/order-shipping-text";

const buttonClass =
  "rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";
const enabledClass = "bg-blue-700 text-white hover:bg-blue-800";
const disabledClass = "bg-slate-200 text-slate-600";

/**
 * The orders list's selection bar: select every order shown, open the selection's packing slips
 * (in a new tab, so the selection stays for Mark shipped), and mark the selection shipped in one
 * request, with each refused order named.
 */
export function OrderBulkActions({ selection }: { selection: OrderSelection }) {
  const user = useAdminUser();
  const ship = useShipOrders(user);
  const selectAll = useRef<HTMLInputElement>(null);
  const { ids } = selection;
  const usable = ids.length > 0 && ids.length <= MAX_ORDERS_PER_ACTION;
  const partly = ids.length > 0 && !selection.allSelected;

  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = partly;
  }, [partly]);

  const refusals = ship.data?.outcomes.flatMap((outcome) => (outcome.shipped ? [] : [outcome]));
  const failure =
    ship.error instanceof ApiError && ship.error.status !== undefined && ship.error.status < 500
      ? ship.error.message
      : SHIPPING_TEXT.shipFailed;

  return (
    <div
      role="group"
      aria-label="Selected orders"
      className="flex flex-col gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3"
    >
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            ref={selectAll}
            type="checkbox"
            checked={selection.allSelected}
            onChange={selection.toggleAll}
            className="size-4"
          />
          {SHIPPING_TEXT.selectAll}
        </label>
        <span data-testid="selected-count" className="text-sm text-slate-700">
          {SHIPPING_TEXT.selectedCount(ids.length)}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          {usable ? (
            <a
              href={paths.packingSlips(ids)}
              target="_blank"
              rel="noopener"
              className={`${buttonClass} ${enabledClass}`}
            >
              {SHIPPING_TEXT.printSlips}
            </a>
          ) : (
            <button type="button" disabled className={`${buttonClass} ${disabledClass}`}>
              {SHIPPING_TEXT.printSlips}
            </button>
          )}
          <button
            type="button"
            disabled={!usable || ship.isPending}
            onClick={() => {
              ship.mutate(ids, { onSuccess: selection.clear });
            }}
            className={`${buttonClass} ${usable && !ship.isPending ? enabledClass : disabledClass}`}
          >
            {ship.isPending ? SHIPPING_TEXT.marking : SHIPPING_TEXT.markShipped}
          </button>
        </div>
      </div>
      {ids.length > MAX_ORDERS_PER_ACTION && (
        <p className="text-sm text-red-700">{SHIPPING_TEXT.tooMany}</p>
      )}
      {ship.isSuccess && (
        <div role="status" data-testid="ship-outcome" className="text-sm text-slate-800">
          <p>{shipSummary(ship.data.outcomes)}</p>
          {refusals !== undefined && refusals.length > 0 && (
            <ul className="list-disc pl-5 text-red-700">
              {refusals.map((refusal) => (
                <li key={refusal.id} className="break-words">
                  Order {refusal.id}: {refusal.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {ship.isError && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
    </div>
  );
}
