import { once } from "node:events";
import { createServer, type RequestListener, type Server } from "node:http";

import { TEST_FETCH_ORIGINS } from "../../scripts/lib/paths.mjs";

/**
 * A local server for cover pictures on one of the origins the test session's Functions emulator
 * may fetch from (scripts/lib/paths.mjs); every other private address stays refused there.
 */
export interface CoverServer {
  /** `http://127.0.0.1:<port>` */
  base: string;
  close(): Promise<void>;
}

export async function startCoverServer(
  slot: keyof typeof TEST_FETCH_ORIGINS,
  listener: RequestListener,
): Promise<CoverServer> {
  const [host, port] = TEST_FETCH_ORIGINS[slot].split(":");
  const server: Server = createServer(listener);
  server.listen(Number(port), host);
  await once(server, "listening");
  return {
    base: `http://${TEST_FETCH_ORIGINS[slot]}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
