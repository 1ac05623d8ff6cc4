import type { Timestamp } from "firebase-admin/firestore";

import { db } from "../lib/firebase.ts";
import { typedConverter } from "../lib/typed-converter.ts";
import type { AdminDocument } from "../shared/admin.ts";
import { COLLECTIONS } from "../shared/collections.ts";

export type StoredAdmin = AdminDocument<Timestamp>;

export const adminsCollection = db
  .collection(COLLECTIONS.admins)
  .withConverter(typedConverter<StoredAdmin>());
