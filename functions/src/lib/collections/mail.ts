import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import type { MailDocument } from "@bookstore/shared/mail/mail.ts";

export type StoredMail = MailDocument<Timestamp>;

/** mail/<auto id>: outgoing mail, one message per document, sent by the Trigger Email extension. */
export function mailCollection(db: Firestore): CollectionReference<StoredMail> {
  return db.collection(COLLECTIONS.mail).withConverter(typedConverter<StoredMail>());
}
