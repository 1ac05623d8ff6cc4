import { Timestamp } from "firebase-admin/firestore";

import { hashPassword } from "../../functions/src/admin/password-hash.ts";
import { db } from "../../functions/src/lib/firebase.ts";
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_USERNAME_PATTERN,
  type AdminDocument,
} from "../../functions/src/shared/admin.ts";
import { COLLECTIONS } from "../../functions/src/shared/collections.ts";

export async function createAdmin(
  username: string,
  password: string,
): Promise<"created" | "updated"> {
  if (!ADMIN_USERNAME_PATTERN.test(username)) {
    throw new Error(
      "Give a username of 3 to 32 characters: lower-case letters, digits, '.', '_' or '-'.",
    );
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new Error(`The password must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`);
  }
  const ref = db.collection(COLLECTIONS.admins).doc(username);
  const passwordHash = await hashPassword(password);
  const now = Timestamp.now();
  return db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists) {
      transaction.update(ref, { passwordHash, updatedAt: now });
      return "updated";
    }
    const admin: AdminDocument<Timestamp> = {
      username,
      passwordHash,
      createdAt: now,
      updatedAt: now,
    };
    transaction.create(ref, admin);
    return "created";
  });
}
