import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { clientAddress, trustedProxyHops } from "./client-address.ts";

/** A real Express server that trusts `hops` proxies, as createApp does, and says who called. */
async function addressServer(hops: number): Promise<Server> {
  const app = express();
  app.set("trust proxy", hops);
  app.get("/", (req, res) => {
    res.send(clientAddress(req));
  });
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  return server;
}

describe("trustedProxyHops", () => {
  it("is 2 deployed, 0 on the emulator, and TRUSTED_PROXY_HOPS when set", () => {
    expect(trustedProxyHops({})).toBe(2);
    expect(trustedProxyHops({ FUNCTIONS_EMULATOR: "true" })).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: "1" })).toBe(1);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: " 3 ", FUNCTIONS_EMULATOR: "true" })).toBe(3);
  });

  it("refuses a setting that is not a small whole number", () => {
    for (const value of ["-1", "1.5", "two", "11"]) {
      expect(() => trustedProxyHops({ TRUSTED_PROXY_HOPS: value })).toThrow(/whole number/);
    }
  });
});

describe.each([
  // The header as it reaches the function: what the client sent, then one entry per proxy.
  { hops: 1, header: "6.6.6.6, 203.0.113.7" },
  { hops: 2, header: "6.6.6.6, 203.0.113.7, 130.211.0.1" },
])("behind $hops proxy hop(s)", ({ hops, header }) => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = await addressServer(trustedProxyHops({ TRUSTED_PROXY_HOPS: String(hops) }));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(() => {
    server.close();
  });

  it("takes the address the nearest proxy vouches for, not one the client forged", async () => {
    const response = await fetch(url, { headers: { "X-Forwarded-For": header } });
    expect(await response.text()).toBe("203.0.113.7");
  });

  it("takes the same address when the client sent no header of its own", async () => {
    const proxied = header.split(", ").slice(1).join(", ");
    const response = await fetch(url, { headers: { "X-Forwarded-For": proxied } });
    expect(await response.text()).toBe("203.0.113.7");
  });
});
