import type { Order } from "@bookstore/shared/orders/order.ts";
import { collectionReadyNote } from "@bookstore/shared/orders/pre-order-wording.ts";

import { collectionLines, paymentLabel } from "../utils/collection-display";
import { deliveryAddressLines } from "../utils/order-display";
import { ORDERS_MESSAGES } from "../utils/orders-messages";

const termClass = "font-semibold";
const detailClass = "min-w-0 break-words";

/**
 * An order's payment and where the customer gets it, as terms of its `<dl>`: the delivery
 * address, or for an order to collect the point's name, address and opening hours, and when it
 * can be ready while a book waits for its publication day.
 */
export function OrderFulfilment({
  order,
}: {
  order: Pick<Order, "name" | "address" | "collection" | "status" | "items">;
}) {
  const readyNote = collectionReadyNote(order);
  return (
    <>
      <dt className={termClass}>Payment:</dt>
      <dd data-testid="order-payment">{paymentLabel(order)}</dd>
      {order.collection === undefined ? (
        <>
          <dt className={termClass}>{ORDERS_MESSAGES.deliverTo}</dt>
          <dd data-testid="order-address" className={detailClass}>
            {deliveryAddressLines(order).join(", ")}
          </dd>
        </>
      ) : (
        <>
          <dt className={termClass}>{ORDERS_MESSAGES.collection}</dt>
          <dd data-testid="order-collection" className={detailClass}>
            {collectionLines(order.collection).map((line, index) => (
              <span key={`${String(index)}-${line}`} className="block">
                {line}
              </span>
            ))}
            {readyNote === null ? null : (
              <span data-testid="order-collection-ready" className="mt-1 block">
                {readyNote}
              </span>
            )}
          </dd>
        </>
      )}
    </>
  );
}
