// @ts-check
import { spawn } from "node:child_process";

import { ROOT } from "./paths.mjs";

/**
 * Runs a command to completion with inherited output; rejects on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
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
