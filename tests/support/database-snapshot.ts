import { createHash } from "node:crypto";

import type { CollectionReference } from "firebase-admin/firestore";

/** Collection -> document id -> a digest of the document's data. */
export type DatabaseSnapshot = Record<string, Record<string, string>>;

/** JSON with every object's keys sorted: a field rewritten with the same value is no change. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

function digest(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

/** Every document of the collections, as digests, for a test to prove it changed nothing. */
export async function snapshotCollections(
  collections: readonly CollectionReference[],
): Promise<DatabaseSnapshot> {
  const entries = await Promise.all(
    collections.map(async (collection) => {
      const documents = await collection.get();
      return [
        collection.id,
        Object.fromEntries(documents.docs.map((doc) => [doc.id, digest(doc.data())])),
      ];
    }),
  );
  return Object.fromEntries(entries) as DatabaseSnapshot;
}

/** What differs between two snapshots, per collection: {} when nothing does. */
export function snapshotDifferences(
  before: DatabaseSnapshot,
  after: DatabaseSnapshot,
): Record<string, object> {
  const found: Record<string, object> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[name] ?? {};
    const now = after[name] ?? {};
    const added = Object.keys(now).filter((id) => !(id in was));
    const removed = Object.keys(was).filter((id) => !(id in now));
    const changed = Object.keys(now).filter((id) => id in was && was[id] !== now[id]);
    if (added.length + removed.length + changed.length > 0) {
      found[name] = { added, removed, changed };
    }
  }
  return found;
}

/** Deletes every document of the collection, such as the counters a test starts without. */
export async function deleteAll(collection: CollectionReference): Promise<void> {
  const documents = await collection.listDocuments();
  await Promise.all(documents.map((doc) => doc.delete()));
}
