import { Timestamp } from "firebase-admin/firestore";

import {
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_USERNAME_PATTERN,
} from "@bookstore/shared/accounts/admin.ts";
import { emailAddressSchema } from "@bookstore/shared/accounts/email.ts";

import { adminsCollection, type StoredAdmin } from "../../functions/src/lib/collections/admins.ts";
import { db } from "../../functions/src/lib/firebase.ts";
import { hashPassword } from "../../functions/src/lib/password-hash.ts";

export async function createAdmin(
  username: string,
  password: string,
  email?: string,
): Promise<"created" | "updated"> {
  if (!ADMIN_USERNAME_PATTERN.test(username)) {
    throw new Error(
      "Give a username of 3 to 32 characters: lower-case letters, digits, '.', '_' or '-'.",
    );
  }
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new Error(`The password must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`);
  }
  const checked = email === undefined ? undefined : emailAddressSchema.safeParse(email);
  if (checked?.success === false) {
    throw new Error(
      `"${email ?? ""}": ${checked.error.issues[0]?.message ?? "not an e-mail address"}`,
    );
  }
  const address = checked?.data;
  const ref = adminsCollection(db).doc(username);
  const passwordHash = await hashPassword(password);
  const now = Timestamp.now();
  return db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists) {
      transaction.update(ref, {
        passwordHash,
        ...(address === undefined ? {} : { email: address }),
        updatedAt: now,
      });
      return "updated";
    }
    const admin: StoredAdmin = {
      username,
      passwordHash,
      ...(address === undefined ? {} : { email: address }),
      createdAt: now,
      updatedAt: now,
    };
    transaction.create(ref, admin);
    return "created";
  });
}
