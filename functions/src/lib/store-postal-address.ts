/** What separates the lines of STORE_POSTAL_ADDRESS: one line of an env file holds them all. */
export const POSTAL_ADDRESS_LINE_SEPARATOR = "|";

/** More lines than an envelope's address takes are a mistake in the setting, not an address. */
const MAX_LINES = 8;

/**
 * The store's postal address, a line each, as packing slips print it: STORE_POSTAL_ADDRESS
 * (functions/.env, beside STORE_ORIGIN), its lines separated by `|`, blank lines dropped. Unset
 * or blank, it is empty: a slip then names the store and its web address, and no address is
 * made up.
 */
export function storePostalAddress(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.STORE_POSTAL_ADDRESS ?? "")
    .split(POSTAL_ADDRESS_LINE_SEPARATOR)
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .slice(0, MAX_LINES);
}
