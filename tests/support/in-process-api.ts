import { once } from "node:events";
import type { AddressInfo } from "node:net";

export interface InProcessApi {
  /** The app's address, e.g. http://127.0.0.1:51234. */
  base: string;
  close(): Promise<void>;
}

/**
 * The API's Express app served in the test's own process on a free port, as one function
 * instance: what it reads, renders or holds at once can then be counted by the test. The app is
 * imported here, after the test has installed its spies on the modules it loads.
 */
export async function startApiInProcess(): Promise<InProcessApi> {
  const { createApp } = await import("../../functions/src/app.ts");
  const server = createApp().listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.close();
      await once(server, "close");
    },
  };
}
