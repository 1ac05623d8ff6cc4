import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import type { RateLimitDocument } from "@bookstore/shared/core/rate-limit.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

export type StoredRateLimit = RateLimitDocument<Timestamp>;

/** The collections that hold fixed-window counters. */
export type CounterCollectionName = typeof COLLECTIONS.rateLimits;

/** rateLimits/<id>: per-client counters. */
export function countersCollection(
  db: Firestore,
  name: CounterCollectionName,
): CollectionReference<StoredRateLimit> {
  return db.collection(name).withConverter(typedConverter<StoredRateLimit>());
}
