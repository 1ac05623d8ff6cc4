import { Link, useSearchParams } from "react-router-dom";

import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-client";

import { useAdminUser } from "../../session/hooks/admin-user";
import { usePackingSlips } from "../api/get-packing-slips";
import { SHIPPING_TEXT } from "../utils/order-shipping-text";

import { PackingSlipSheet } from "./packing-slip-sheet";
import printPageCss from "./packing-slips-print.css?url";

const buttonClass =
  "rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700";

/**
 * /dashboard/orders/packing-slips?ids=a,b: the orders' packing slips, in the order named, ready
 * to print one page per order; the dashboard around them and the buttons stay off the paper.
 */
export function PackingSlips() {
  const user = useAdminUser();
  const [params] = useSearchParams();
  const ids = params.get("ids") ?? "";
  const slips = usePackingSlips(user, ids);

  let body;
  if (ids === "") {
    body = <p className="text-slate-700">{SHIPPING_TEXT.noOrdersChosen}</p>;
  } else if (slips.isError) {
    body = (
      <p role="alert" className="text-red-800">
        {slips.error instanceof ApiError &&
        slips.error.status !== undefined &&
        slips.error.status < 500
          ? slips.error.message
          : SHIPPING_TEXT.slipsFailed}
      </p>
    );
  } else if (slips.data === undefined) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner label={SHIPPING_TEXT.loadingSlips} />
      </div>
    );
  } else {
    const { sender } = slips.data;
    body = (
      <>
        <p className="text-slate-700 print:hidden">
          {SHIPPING_TEXT.slipsNote(slips.data.slips.length)}
        </p>
        {/*
          Scoped to this screen, so other pages print with the browser's own margins: a file, as
          the Content-Security-Policy refuses inline styles, which goes when the screen does.
        */}
        <link rel="stylesheet" href={printPageCss} />
        <div className="flex flex-col gap-6 print:block">
          {slips.data.slips.map((slip) => (
            <PackingSlipSheet key={slip.orderId} sender={sender} slip={slip} />
          ))}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="packing-slips-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h2 id="packing-slips-heading" className="text-lg font-semibold">
          {SHIPPING_TEXT.slipsHeading}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link
            to={paths.adminOrders}
            className={`${buttonClass} border border-blue-700 text-blue-700 hover:bg-blue-50`}
          >
            {SHIPPING_TEXT.backToOrders}
          </Link>
          <button
            type="button"
            disabled={slips.data === undefined}
            onClick={() => {
              window.print();
            }}
            className={`${buttonClass} bg-blue-700 text-white hover:bg-blue-800 disabled:opacity-60`}
          >
            {SHIPPING_TEXT.print}
          </button>
        </div>
      </div>
      {body}
    </section>
  );
}
