import type {
  CollectionReference,
  DocumentReference,
  Firestore,
  Timestamp,
} from "firebase-admin/firestore";

import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { NewsletterSecretDocument } from "@bookstore/shared/newsletter/newsletter.ts";
import {
  STORE_GATE,
  type StoreGateDocument,
  type WriteTicketDocument,
} from "@bookstore/shared/site/store-gate.ts";

export type StoredWriteTicket = WriteTicketDocument<Timestamp>;
export type StoredNewsletterSecret = NewsletterSecretDocument<Timestamp>;

/** system/store: the local store's write gate. */
export function storeGateRef(db: Firestore): DocumentReference<StoreGateDocument> {
  return db
    .collection(STORE_GATE.collection)
    .doc(STORE_GATE.document)
    .withConverter(typedConverter<StoreGateDocument>());
}

/** system/store/writes/<auto id>: the write requests in flight. */
export function writeTicketsCollection(db: Firestore): CollectionReference<StoredWriteTicket> {
  return storeGateRef(db)
    .collection(STORE_GATE.tickets)
    .withConverter(typedConverter<StoredWriteTicket>());
}

/** system/newsletter: the key unsubscribe links are signed with. */
export function newsletterSecretRef(db: Firestore): DocumentReference<StoredNewsletterSecret> {
  return db
    .collection(STORE_GATE.collection)
    .doc("newsletter")
    .withConverter(typedConverter<StoredNewsletterSecret>());
}
