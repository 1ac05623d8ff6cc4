import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { SubscriberDocument } from "@bookstore/shared/newsletter/newsletter.ts";

export type StoredSubscriber = SubscriberDocument<Timestamp>;

/** subscribers/<SHA-256 of the normalized address>: newsletter sign-ups. */
export function subscribersCollection(db: Firestore): CollectionReference<StoredSubscriber> {
  return db.collection(COLLECTIONS.subscribers).withConverter(typedConverter<StoredSubscriber>());
}
