import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { countersCollection } from "../../functions/src/lib/collections/rate-limits.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";

/**
 * Every test request comes from this machine, so they all share one per-client counter; a test
 * that sends valid contact messages or sign-ups starts from a fresh window, like a new visitor.
 */
export async function clearClientRateLimits(): Promise<void> {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));
  await db.recursiveDelete(countersCollection(db, COLLECTIONS.rateLimits));
}
