// @ts-check
import { spawn } from "node:child_process";

import { emulatorEnv, firebaseArgs } from "./emulators.mjs";
import { ROOT, TEST_FETCH_ORIGINS } from "./paths.mjs";

/**
 * Runs `command` in its own emulator suite (`firebase emulators:exec`), started and stopped
 * around it, on the ports BOOKSTORE_EMULATOR_PORT_OFFSET shifts them to. Its Functions emulator may
 * fetch cover pictures from the tests' local cover servers, and from no other private address.
 * @param {string} command
 * @returns {Promise<void>}
 */
export function emulatorSession(command) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, firebaseArgs("emulators:exec", [command]), {
      cwd: ROOT,
      env: {
        ...emulatorEnv(),
        BOOKSTORE_TEST_FETCH_ALLOW: Object.values(TEST_FETCH_ORIGINS).join(","),
      },
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`emulator session failed (exit ${code})`)),
    );
  });
}
