import type { Firestore } from "firebase-admin/firestore";

import type { Migration } from "./migration.ts";

export interface SingleStepSpec {
  id: string;
  description: string;
  /** Whether the step has anything to do: what a dry run reports. */
  isNeeded(db: Firestore): Promise<boolean>;
  /** Does the step; doing it again changes nothing. */
  apply(db: Firestore): Promise<void>;
}

/** A migration of one step, such as a summary document computed from the whole catalogue. */
export function singleStepMigration(spec: SingleStepSpec): Migration {
  return {
    id: spec.id,
    description: spec.description,
    noun: "documents",
    async run(db, start, { dryRun, budget }) {
      if (budget <= 0) return { progress: start, finished: false };
      const needed = await spec.isNeeded(db);
      if (needed && !dryRun) await spec.apply(db);
      const progress = {
        ...start,
        examined: start.examined + 1,
        changed: start.changed + (needed ? 1 : 0),
      };
      return { progress, finished: true };
    },
  };
}
