import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import type { ContactMessageDocument } from "@bookstore/shared/contact/contact.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

export type StoredMessage = ContactMessageDocument<Timestamp>;

/** messages/<auto id>: contact-form messages. */
export function messagesCollection(db: Firestore): CollectionReference<StoredMessage> {
  return db.collection(COLLECTIONS.messages).withConverter(typedConverter<StoredMessage>());
}
