import { FUNCTIONS_URL, STORE_URL } from "../../scripts/lib/paths.mjs";

import { FILE_CLIENT, ROUTES } from "./client-addresses.ts";

/**
 * Makes each API test file one client of its own. The Functions emulator hands the function a
 * socket without an address, so requests that name no client would all count as one client,
 * "unknown", across every file of the lane, and the per-client limits the contract declares
 * would refuse one file for the reads of the files before it. A request that names its client
 * (an X-Forwarded-For header) keeps it; requests to anything but the store are left alone.
 */
const routes = [
  { origin: new URL(STORE_URL).origin, headers: ROUTES.hosting.headers(FILE_CLIENT) },
  { origin: new URL(FUNCTIONS_URL).origin, headers: ROUTES.direct.headers(FILE_CLIENT) },
];

const storeFetch = globalThis.fetch;

globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const route = routes.find(({ origin }) => URL.canParse(url) && new URL(url).origin === origin);
  if (route === undefined || input instanceof Request) return storeFetch(input, init);
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(route.headers)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return storeFetch(input, { ...init, headers });
};
