import {
  FieldPath,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
} from "firebase-admin/firestore";

import {
  databaseReader,
  transactionReader,
  type DocumentReader,
  type Migration,
  type Progress,
  type QueueWrites,
} from "./migration.ts";

/** Documents read a page at a time: the migration's memory stays flat however big the store. */
export const PAGE_SIZE = 100;

export interface DocumentMigrationSpec<T> {
  id: string;
  description: string;
  noun: string;
  collection: (db: Firestore) => CollectionReference<T>;
  /**
   * What one document needs: null when it is up to date, otherwise the writes that bring it
   * there. It decides from what it reads alone, so a document done once plans nothing the next
   * time, and a run stopped anywhere can start again.
   */
  plan: (
    db: Firestore,
    reader: DocumentReader,
    document: StoredDocument<T>,
  ) => Promise<QueueWrites | null>;
}

/** A document as a migration reads it. */
export interface StoredDocument<T> {
  ref: DocumentReference<T>;
  data: T;
}

/**
 * Reads the snapshot again in a transaction and writes what it still needs, so a change made
 * since the page was read (an order, an admin's edit) is neither lost nor done twice.
 */
async function migrateDocument<T>(
  db: Firestore,
  spec: DocumentMigrationSpec<T>,
  snapshot: QueryDocumentSnapshot<T>,
): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const [fresh] = await transaction.getAll(snapshot.ref);
    const data = fresh?.data();
    if (data === undefined) return false;
    const queue = await spec.plan(db, transactionReader(transaction), { ref: snapshot.ref, data });
    if (!queue) return false;
    queue(transaction);
    return true;
  });
}

/** A migration over every document of one collection, in document id order. */
export function documentMigration<T>(spec: DocumentMigrationSpec<T>): Migration {
  return {
    id: spec.id,
    description: spec.description,
    noun: spec.noun,
    async run(db, start, { dryRun, budget, onProgress }) {
      const progress: Progress = { ...start };
      let left = budget;
      while (left > 0) {
        const limit = Math.min(PAGE_SIZE, left);
        let query = spec.collection(db).orderBy(FieldPath.documentId()).limit(limit);
        if (progress.resumeAfter !== null) query = query.startAfter(progress.resumeAfter);
        const page = await query.get();
        if (page.empty) return { progress, finished: true };
        const changes = await Promise.all(
          page.docs.map(async (snapshot) => {
            const document = { ref: snapshot.ref, data: snapshot.data() };
            const needed = (await spec.plan(db, databaseReader(db), document)) !== null;
            if (!needed || dryRun) return needed;
            return migrateDocument(db, spec, snapshot);
          }),
        );
        progress.examined += page.size;
        progress.changed += changes.filter(Boolean).length;
        progress.resumeAfter = page.docs.at(-1)?.id ?? progress.resumeAfter;
        left -= page.size;
        if (!dryRun) await onProgress({ ...progress });
        if (page.size < limit) return { progress, finished: true };
      }
      return { progress, finished: false };
    },
  };
}
