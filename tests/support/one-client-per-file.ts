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

/** undici's code for a socket the other side closed before any answer came on it. */
const SOCKET_CLOSED = "UND_ERR_SOCKET";

function closedBeforeAnswer(error: unknown): boolean {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  return (
    typeof cause === "object" && cause !== null && "code" in cause && cause.code === SOCKET_CLOSED
  );
}

/**
 * Sends a read once more when the kept-alive socket it went out on had been closed by the
 * emulator: on a loaded machine the test process can reuse a socket past the server's idle
 * timeout, and the request then fails before reaching the store. Only GET and HEAD, which change
 * nothing, are sent again.
 */
async function fetchOnce(input: string | URL, init: RequestInit): Promise<Response> {
  try {
    return await storeFetch(input, init);
  } catch (error) {
    const method = (init.method ?? "GET").toUpperCase();
    if (!closedBeforeAnswer(error) || (method !== "GET" && method !== "HEAD")) throw error;
    return storeFetch(input, init);
  }
}

globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const route = routes.find(({ origin }) => URL.canParse(url) && new URL(url).origin === origin);
  if (route === undefined || input instanceof Request) return storeFetch(input, init);
  const headers = new Headers(init?.headers);
  for (const [name, value] of Object.entries(route.headers)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  return fetchOnce(input instanceof URL ? input : url, { ...init, headers });
};
