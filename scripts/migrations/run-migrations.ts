import { Timestamp, type Firestore } from "firebase-admin/firestore";

import {
  migrationsCollection,
  type MigrationRecord,
} from "../../functions/src/lib/collections/migrations.ts";

import type { Migration, Progress } from "./migration.ts";

export type MigrationState =
  /** Finished by an earlier run: not run again. */
  | "done-before"
  /** Finished by this run. */
  | "done"
  /** Stopped part-way (--stop-after): the next run carries on. */
  | "stopped"
  /** A dry run's look: what it would change. */
  | "pending"
  /** Not reached: an earlier migration stopped first. */
  | "waiting";

export interface MigrationOutcome {
  migration: Migration;
  state: MigrationState;
  progress: Progress;
  finishedAt: Date | null;
}

export interface RunMigrationsOptions {
  dryRun: boolean;
  /** Stop once this many documents are examined in all (Infinity: run everything). */
  stopAfter: number;
}

const NOTHING_DONE: Progress = { resumeAfter: null, examined: 0, changed: 0 };

/**
 * Runs, in order, the migrations not recorded as finished in migrations/<id>, each carrying on
 * from where its record says an earlier run stopped. A dry run reads everything and writes
 * nothing, the records included. A migration that stops leaves the later ones waiting: each may
 * count on the ones before it.
 */
export async function runMigrations(
  db: Firestore,
  migrations: readonly Migration[],
  { dryRun, stopAfter }: RunMigrationsOptions,
): Promise<MigrationOutcome[]> {
  const outcomes: MigrationOutcome[] = [];
  let budget = stopAfter;
  let stopped = false;
  for (const migration of migrations) {
    const ref = migrationsCollection(db).doc(migration.id);
    const record = (await ref.get()).data();
    if (record?.finishedAt) {
      outcomes.push({
        migration,
        state: "done-before",
        progress: record,
        finishedAt: record.finishedAt.toDate(),
      });
      continue;
    }
    if (stopped) {
      outcomes.push({ migration, state: "waiting", progress: NOTHING_DONE, finishedAt: null });
      continue;
    }
    // A dry run looks at every document: the ones an interrupted run did plan nothing.
    const start = dryRun || !record ? NOTHING_DONE : progressOf(record);
    if (!dryRun && !record) await ref.create(newRecord(migration));
    const { progress, finished } = await migration.run(db, start, {
      dryRun,
      budget,
      onProgress: (progress) => ref.update({ ...progress }).then(() => undefined),
    });
    budget -= progress.examined - start.examined;
    const finishedAt = finished && !dryRun ? Timestamp.now() : null;
    if (finishedAt) await ref.update({ ...progress, finishedAt });
    stopped = !finished;
    const state = dryRun ? "pending" : finished ? "done" : "stopped";
    outcomes.push({ migration, state, progress, finishedAt: finishedAt?.toDate() ?? null });
  }
  return outcomes;
}

function progressOf({ resumeAfter, examined, changed }: MigrationRecord): Progress {
  return { resumeAfter, examined, changed };
}

function newRecord(migration: Migration): MigrationRecord {
  return {
    description: migration.description,
    startedAt: Timestamp.now(),
    finishedAt: null,
    ...NOTHING_DONE,
  };
}
