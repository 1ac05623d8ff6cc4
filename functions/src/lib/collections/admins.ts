import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import type { AdminDocument } from "@bookstore/shared/accounts/admin.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

export type StoredAdmin = AdminDocument<Timestamp>;

/** admins/<username>: administrator accounts, readable only by the server. */
export function adminsCollection(db: Firestore): CollectionReference<StoredAdmin> {
  return db.collection(COLLECTIONS.admins).withConverter(typedConverter<StoredAdmin>());
}
