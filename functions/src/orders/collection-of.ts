import { ORDER_MESSAGES, type OrderCollection } from "@bookstore/shared/orders/order.ts";

import { collectionPointsCollection } from "../lib/collections/collection-points.ts";
import { InvalidReference } from "../lib/domain-errors.ts";
import { db } from "../lib/firebase.ts";

/**
 * Where an order to collect waits, copied from its collection point as it is now, so later edits
 * of the point leave what the customer was told unchanged; undefined for a delivery. An unknown
 * point (deleted since the checkout listed it) refuses the order before anything is written.
 */
export async function collectionOf(
  pointId: string | undefined,
): Promise<OrderCollection | undefined> {
  if (pointId === undefined) return undefined;
  const point = (await collectionPointsCollection(db).doc(pointId).get()).data();
  if (!point) throw new InvalidReference(ORDER_MESSAGES.unknownCollectionPoint);
  return { pointId, name: point.name, address: point.address, hours: point.hours };
}
