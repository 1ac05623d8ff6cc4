import { getAuth } from "firebase-admin/auth";
import { Timestamp, type Firestore } from "firebase-admin/firestore";

import { adminsCollection, type StoredAdmin } from "../../functions/src/lib/collections/admins.ts";
import { hashPassword } from "../../functions/src/lib/password-hash.ts";

import { createMissing } from "./create-missing.ts";
import accounts from "./demo-accounts.json" with { type: "json" };

/**
 * The emulator-only admin (whose address gets the owner's notices) and the demo customer;
 * returns the customer's uid.
 */
export async function seedAccounts(db: Firestore, now: Date): Promise<string> {
  const { admin, customer } = accounts;
  const adminRef = adminsCollection(db).doc(admin.username);
  if (!(await adminRef.get()).exists) {
    const data: StoredAdmin = {
      username: admin.username,
      passwordHash: await hashPassword(admin.password),
      email: admin.email,
      createdAt: Timestamp.fromDate(now),
      updatedAt: Timestamp.fromDate(now),
    };
    await createMissing(db, [{ ref: adminRef, data }]);
  }

  const auth = getAuth();
  const existing = await auth.getUserByEmail(customer.email).catch(() => null);
  const user =
    existing ??
    (await auth.createUser({
      email: customer.email,
      password: customer.password,
      displayName: customer.displayName,
      emailVerified: true,
    }));
  return user.uid;
}
