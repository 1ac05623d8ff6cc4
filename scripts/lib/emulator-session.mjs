// @ts-check
import { spawn } from "node:child_process";

import { emulatorEnv, firebaseArgs } from "./emulators.mjs";
import { ROOT } from "./paths.mjs";

/**
 * Runs `command` in its own emulator suite (`firebase emulators:exec`), started and stopped
 * around it, on the ports BOOKSTORE_EMULATOR_PORT_OFFSET shifts them to.
 * @param {string} command
 * @returns {Promise<void>}
 */
export function emulatorSession(command) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, firebaseArgs("emulators:exec", [command]), {
      cwd: ROOT,
      env: emulatorEnv(),
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`emulator session failed (exit ${code})`)),
    );
  });
}
