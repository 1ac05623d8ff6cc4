import { db } from "../lib/firebase.ts";

import type { DataOwner } from "./data-owner.ts";
import { PERSONAL_DATA_SOURCES } from "./personal-data-sources.ts";

/** Below Firestore's 500 writes per batch. */
const WRITES_PER_BATCH = 400;

/**
 * Erases (or, for orders, anonymises) every document the sources find for the owner, in
 * batches. Running it again finds only what is left or was added since, so an interrupted run
 * is finished by the next; the number of documents changed is returned.
 */
export async function erasePersonalData(owner: DataOwner): Promise<number> {
  const found = await Promise.all(
    PERSONAL_DATA_SOURCES.map(async (source) =>
      (await source.find(owner)).map((snapshot) => ({ source, ref: snapshot.ref })),
    ),
  );
  const writes = found.flat();
  for (let start = 0; start < writes.length; start += WRITES_PER_BATCH) {
    const batch = db.batch();
    for (const { source, ref } of writes.slice(start, start + WRITES_PER_BATCH)) {
      source.erase(batch, ref);
    }
    await batch.commit();
  }
  return writes.length;
}
