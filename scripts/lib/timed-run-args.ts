import { parseArgs } from "node:util";

import { targetOrigin } from "./target-origin.ts";
import { targetProject } from "./target-project.ts";

/** What a daily job's command works on: when it runs, which store, and its links' origin. */
export interface TimedRun {
  /** The moment the job runs as if at: the option's value, else now. */
  at: Date;
  /** The store's name for the command's messages. */
  where: string;
  origin: string;
}

/**
 * The options of the commands that run a scheduled job by hand (`--<timeOption> <ISO time>`,
 * `--project <id>`): exits with a message when the time is not one, and points firebase-admin
 * at the store before the caller imports it.
 */
export function timedRunArgs(timeOption: "at" | "until"): TimedRun {
  const { values } = parseArgs({
    options: { project: { type: "string" }, [timeOption]: { type: "string" } },
  });
  const given = values[timeOption];
  const at = typeof given === "string" ? new Date(given) : new Date();
  if (Number.isNaN(at.getTime())) {
    console.error(`✖ --${timeOption} "${String(given)}" is not a date and time.`);
    process.exit(1);
  }
  const project = typeof values.project === "string" ? values.project : undefined;
  const where = targetProject({ project });
  return { at, where, origin: targetOrigin({ project }) };
}
