import type { MigrationOutcome } from "./run-migrations.ts";

/** One line per migration: what it did, or would do, to the store. */
export function describeOutcome({
  migration,
  state,
  progress,
  finishedAt,
}: MigrationOutcome): string {
  const { id, noun } = migration;
  const counts = `${progress.changed} of ${progress.examined} ${noun}`;
  switch (state) {
    case "done-before":
      return `  ${id}: done before (${finishedAt?.toISOString() ?? "?"}); not run again.`;
    case "done":
      return `  ${id}: done; changed ${counts}.`;
    case "stopped":
      return `  ${id}: stopped, ${counts} changed so far; run again to carry on.`;
    case "pending":
      return `  ${id}: would change ${counts}. ${migration.description}`;
    case "waiting":
      return `  ${id}: waiting for the one before it.`;
  }
}
