/**
 * The shop's collection points: where a customer may collect an order and pay at the counter
 * instead of waiting for a courier. The admin keeps them from the dashboard; with none, the
 * checkout only delivers.
 */

/** collectionPoints/<id> as stored; only the API writes it. */
export interface CollectionPointDocument<TTimestamp> {
  name: string;
  address: string;
  hours: string;
  createdAt: TTimestamp;
  updatedAt: TTimestamp;
}

export const COLLECTION_POINT_LIMITS = {
  name: 80,
  address: 200,
  hours: 120,
  /** A bookshop's counters: more would be a chain, and the checkout lists them all. */
  points: 20,
} as const;

export const COLLECTION_POINT_MESSAGES = {
  notFound: "Collection point not found.",
  tooMany: `The shop has ${COLLECTION_POINT_LIMITS.points} collection points already; delete one before adding another.`,
  invalidId: "Invalid collection point id",
} as const;

/** A stored point as the API sends it (collection-api.ts's CollectionPoint; route() checks it). */
export function collectionPointFromDocument(id: string, data: CollectionPointDocument<unknown>) {
  return { id, name: data.name, address: data.address, hours: data.hours };
}
