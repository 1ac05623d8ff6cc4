import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import type { LoginAttemptsDocument } from "@bookstore/shared/core/rate-limit.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

export type StoredLoginAttempts = LoginAttemptsDocument<Timestamp>;

/** loginAttempts/<id>: failed admin sign-ins per client and username, read only by the server. */
export function loginAttemptsCollection(db: Firestore): CollectionReference<StoredLoginAttempts> {
  return db
    .collection(COLLECTIONS.loginAttempts)
    .withConverter(typedConverter<StoredLoginAttempts>());
}
