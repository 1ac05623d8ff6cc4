import { FieldPath, type Firestore } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { savedCollection, savedCountRef } from "../../functions/src/lib/collections/saved.ts";

import { singleStepMigration } from "./single-step-migration.ts";

/** The customers with saved books, by the uid their saves sit under. */
async function customersWithSaves(db: Firestore): Promise<string[]> {
  const saves = await db.collectionGroup(COLLECTIONS.saved).select(FieldPath.documentId()).get();
  const uids = saves.docs.flatMap((save) => {
    const customer = save.ref.parent.parent;
    return customer?.parent.id === COLLECTIONS.customers ? [customer.id] : [];
  });
  return [...new Set(uids)];
}

/** Those of them without a saved count. */
async function uncounted(db: Firestore): Promise<string[]> {
  const uids = await customersWithSaves(db);
  if (uids.length === 0) return [];
  const counts = await db.getAll(...uids.map((uid) => savedCountRef(db, uid)));
  return uids.filter((_uid, index) => counts[index]?.exists !== true);
}

/**
 * A customer who saved books before the rules counted them gets customers/<uid>/counters/saved
 * holding their saves' number: the rules need it to un-save one, and count new saves from it
 * towards the cap. Each is counted and written in one transaction, and only when still missing,
 * so a save the customer makes meanwhile is neither lost nor counted twice.
 */
export const savedCounts = singleStepMigration({
  id: "0011-saved-counts",
  description: "Customers with saved books get the saved count the rules keep beside them.",
  isNeeded: async (db) => (await uncounted(db)).length > 0,
  apply: async (db) => {
    for (const uid of await uncounted(db)) {
      await db.runTransaction(async (transaction) => {
        const countRef = savedCountRef(db, uid);
        if ((await transaction.get(countRef)).exists) return;
        const saves = await transaction.get(savedCollection(db, uid).count());
        transaction.create(countRef, { count: saves.data().count, bookId: "" });
      });
    }
  },
});
