/**
 * Setup of the crash project: its own emulator suite on ports shifted by CRASH_PORT_OFFSET, beside
 * any suite on the default ports. Runs before the test file's imports, so the scripts' paths and
 * the test support's Admin SDK clients see the shifted ports.
 */
export const CRASH_PORT_OFFSET = 10_000;

process.env.BOOKSTORE_EMULATOR_PORT_OFFSET = String(CRASH_PORT_OFFSET);
const { EMULATOR_HOSTS } = await import("../../scripts/lib/paths.mjs");
Object.assign(process.env, EMULATOR_HOSTS);
