// @ts-check
/**
 * `npm run emulators:exec -- "<command>"`: one command (a test file, a script) inside a fresh
 * emulator suite, for running part of the suite by hand. Set BOOKSTORE_EMULATOR_PORT_OFFSET to run
 * beside `npm start` or another suite. Build first (`npm run build`): Hosting serves web/dist.
 */
import { emulatorSession } from "./lib/emulator-session.mjs";

const command = process.argv.slice(2).join(" ");
if (command.trim() === "") {
  console.error('Usage: npm run emulators:exec -- "<command>"');
  process.exit(2);
}
try {
  await emulatorSession(command);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
