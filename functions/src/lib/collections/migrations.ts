import type { CollectionReference, Firestore, Timestamp } from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";

/**
 * migrations/<id>: one data migration's run. A run that stops part-way leaves `finishedAt` null
 * and `resumeAfter` at the last document it finished, so the next run carries on from there.
 */
export interface MigrationRecord {
  description: string;
  startedAt: Timestamp;
  /** Null until every document is done; a finished migration never runs again. */
  finishedAt: Timestamp | null;
  /** The id of the last document done, in document id order; null before the first. */
  resumeAfter: string | null;
  /** Documents examined, over every run of the migration. */
  examined: number;
  /** Documents (or summary documents) the migration wrote. */
  changed: number;
}

/** migrations/<id>: written by `npm run migrate` alone (Admin SDK); no client reads it. */
export function migrationsCollection(db: Firestore): CollectionReference<MigrationRecord> {
  return db.collection(COLLECTIONS.migrations).withConverter(typedConverter<MigrationRecord>());
}
