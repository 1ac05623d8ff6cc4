import type { DocumentReference, Firestore, WriteBatch } from "firebase-admin/firestore";

const BATCH_LIMIT = 400;

/**
 * Creates the documents that do not exist yet and leaves existing ones alone, so the seed can
 * run any number of times. Returns how many were created.
 */
export async function createMissing(
  db: Firestore,
  docs: readonly {
    ref: DocumentReference;
    data: object;
    alsoWrite?: (batch: WriteBatch) => void;
  }[],
): Promise<number> {
  let created = 0;
  for (let start = 0; start < docs.length; start += BATCH_LIMIT) {
    const chunk = docs.slice(start, start + BATCH_LIMIT);
    const snapshots = await db.getAll(...chunk.map(({ ref }) => ref));
    const batch = db.batch();
    chunk.forEach(({ ref, data, alsoWrite }, index) => {
      if (snapshots[index]?.exists) return;
      batch.create(ref, data);
      alsoWrite?.(batch);
      created += 1;
    });
    await batch.commit();
  }
  return created;
}
