import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "../../shared/collections.ts";
import type { ContactMessageDocument } from "../../shared/contact.ts";
import { typedConverter } from "../../shared/typed-converter.ts";

export type StoredMessage = ContactMessageDocument<Timestamp>;

/** messages/<auto id>: contact-form messages. */
export function messagesCollection(db: Firestore): CollectionReference<StoredMessage> {
  return db.collection(COLLECTIONS.messages).withConverter(typedConverter<StoredMessage>());
}
