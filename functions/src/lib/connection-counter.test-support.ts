import { once } from "node:events";
import { createServer, type AddressInfo, type Server } from "node:net";

/**
 * TCP listeners on one port of 127.0.0.1 and, where the machine has IPv6, of ::1, that count the
 * connections they accept and answer none. A URL naming a loopback form (127.1, 2130706433,
 * 0.0.0.0, [::1], [::ffff:127.0.0.1] ...) with this port would reach them, so a count of zero
 * shows a guarded fetch refused it before connecting.
 */
export interface ConnectionCounter {
  port: number;
  /** Whether ::1 is listened on too. */
  ipv6: boolean;
  connections(): number;
  close(): Promise<void>;
}

function countingServer(count: () => void): Server {
  return createServer((socket) => {
    count();
    socket.destroy();
  });
}

async function listen(server: Server, port: number, host: string): Promise<boolean> {
  server.listen(port, host);
  try {
    await Promise.race([once(server, "listening"), once(server, "error")]);
    return server.listening;
  } catch {
    return false;
  }
}

export async function startConnectionCounter(): Promise<ConnectionCounter> {
  let connections = 0;
  const count = () => {
    connections += 1;
  };
  const v4 = countingServer(count);
  await listen(v4, 0, "127.0.0.1");
  const { port } = v4.address() as AddressInfo;
  const v6 = countingServer(count);
  const ipv6 = await listen(v6, port, "::1");
  const servers = ipv6 ? [v4, v6] : [v4];
  return {
    port,
    ipv6,
    connections: () => connections,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => {
                resolve();
              });
            }),
        ),
      );
    },
  };
}
