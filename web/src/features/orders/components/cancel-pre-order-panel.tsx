import { PRE_ORDER_CANCEL_MESSAGES as TEXT } from "@bookstore/shared/orders/pre-order-cancel.ts";

import { useCancelPreOrderByLink } from "../api/cancel-pre-order-by-link";

/**
 * The page the cancel link of a moved pre-order opens. Nothing happens until the reader clicks:
 * a mail scanner that follows every link must not cancel anyone's order.
 */
export function CancelPreOrderPanel({ token }: { token: string }) {
  const cancel = useCancelPreOrderByLink();

  if (token === "") {
    return (
      <p role="alert" className="text-red-800">
        {TEXT.tokenMissing}
      </p>
    );
  }
  if (cancel.isSuccess) {
    return (
      <p role="status" className="text-lg text-slate-800">
        {cancel.data.message}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4">
      <p className="text-slate-700">{TEXT.intro}</p>
      <button
        type="button"
        disabled={cancel.isPending}
        onClick={() => {
          cancel.mutate({ token });
        }}
        className="rounded-md bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {TEXT.button}
      </button>
      {cancel.isError && (
        <p role="alert" className="text-red-800">
          {cancel.error.message}
        </p>
      )}
    </div>
  );
}
