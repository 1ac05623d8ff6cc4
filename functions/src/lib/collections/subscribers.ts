import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "../../shared/collections.ts";
import type { SubscriberDocument } from "../../shared/newsletter.ts";
import { typedConverter } from "../../shared/typed-converter.ts";

export type StoredSubscriber = SubscriberDocument<Timestamp>;

/** subscribers/<SHA-256 of the normalized address>: newsletter sign-ups. */
export function subscribersCollection(db: Firestore): CollectionReference<StoredSubscriber> {
  return db.collection(COLLECTIONS.subscribers).withConverter(typedConverter<StoredSubscriber>());
}
