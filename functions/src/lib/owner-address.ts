import type { Firestore } from "firebase-admin/firestore";

import { adminsCollection } from "./collections/admins.ts";

/** Admins change seldom: an instance looks the address up again after this long. */
const CACHE_MS = 60_000;

let cached: { address: string | null; until: number } | undefined;

/**
 * Where the store's notices to its owner go (a new order, a title running low):
 * STORE_OWNER_EMAIL (functions/.env, beside STORE_ORIGIN), else the e-mail of the first admin
 * who gave one (`npm run admin:create -- <name> --email <address>`), else nowhere (null).
 */
export async function ownerAddress(
  db: Firestore,
  env: NodeJS.ProcessEnv = process.env,
  now = Date.now(),
): Promise<string | null> {
  const configured = env.STORE_OWNER_EMAIL?.trim();
  if (configured) return configured;
  if (cached && cached.until > now) return cached.address;
  const admins = await adminsCollection(db).orderBy("createdAt").get();
  const address = admins.docs.map((doc) => doc.data().email?.trim() ?? "").find(Boolean) ?? null;
  cached = { address, until: now + CACHE_MS };
  return address;
}
