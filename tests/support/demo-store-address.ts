import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";

import { storePostalAddress } from "../../functions/src/lib/store-postal-address.ts";

/**
 * The demo store's postal address, a line each, as packing slips give it: from the settings the
 * Functions emulator loads for project demo-bookstore (functions/.env.demo-bookstore).
 */
export const DEMO_STORE_ADDRESS: readonly string[] = storePostalAddress(
  parseEnv(readFileSync(new URL("../../functions/.env.demo-bookstore", import.meta.url), "utf8")),
);
