import type { User } from "firebase/auth";

import { customerMayCancel } from "@bookstore/shared/orders/customer-cancel.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { useCancelOrder } from "../hooks/use-cancel-order";
import { ORDER_PAGE_MESSAGES } from "../utils/orders-messages";

/** 'Cancel order', shown only while the customer may cancel (customerMayCancel); it asks first. */
export function CancelOrderButton({ user, order }: { user: User; order: Order }) {
  const { cancel, isPending } = useCancelOrder(user, order._id);
  if (!customerMayCancel(order)) return null;
  return (
    <button
      type="button"
      onClick={() => void cancel()}
      disabled={isPending}
      className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {isPending ? ORDER_PAGE_MESSAGES.cancelling : ORDER_PAGE_MESSAGES.cancel}
    </button>
  );
}
