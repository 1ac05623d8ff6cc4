import { configuredStoreOrigin } from "../../functions/src/lib/store-origin.ts";

/**
 * The store's address for a command's links: that of the project named, or locally the Hosting
 * emulator's, as the functions on the emulator use.
 */
export function targetOrigin({ project }: { project?: string }): string {
  return project === undefined
    ? configuredStoreOrigin({ ...process.env, FUNCTIONS_EMULATOR: "true" })
    : configuredStoreOrigin();
}
