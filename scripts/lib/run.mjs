// @ts-check
import { spawn } from "node:child_process";

import { labelOutput } from "./labelled-output.mjs";
import { ROOT } from "./paths.mjs";

/**
 * Runs a command to completion; rejects on a non-zero exit. Its output is this process's, each
 * line prefixed with `label` when one is given (for commands that run at the same time).
 * `niceness` runs it, and every process it starts, at that lower CPU priority (`nice`; ignored on
 * Windows, which has no `nice`).
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, label?: string, niceness?: number }} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  const niced = options.niceness !== undefined && process.platform !== "win32";
  const [file, argv] = niced
    ? ["nice", ["-n", String(options.niceness), command, ...args]]
    : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: options.label === undefined ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    if (options.label !== undefined) labelOutput(child, options.label);
    child.on("error", reject);
    // "close", not "exit": a labelled child's last lines are still in its pipes when it exits.
    child.on("close", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** @param {string} message */
export function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}
