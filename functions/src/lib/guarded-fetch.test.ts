import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createServer as createTlsServer } from "node:tls";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import {
  startConnectionCounter,
  type ConnectionCounter,
} from "./connection-counter.test-support.ts";
import { guardedFetch, MAX_REDIRECTS, type Resolver } from "./guarded-fetch.ts";
import { onPort, privateUrlForms } from "./private-url-forms.test-support.ts";

const BODY = Buffer.from("picture bytes");
const LIMITS = { accept: "image/*", maxBytes: 1024, timeoutMs: 2_000 };

let counter: ConnectionCounter;
/** A local server the tests allow explicitly, as the emulator allows the API tests' servers. */
let server: Server;
let origin: string;
let allowList: ReadonlySet<string>;
const seen: IncomingMessage[] = [];

/** Requests the server answers; /hops/N redirects N more times before the picture. */
function answer(req: IncomingMessage, res: ServerResponse): void {
  seen.push(req);
  const url = new URL(req.url ?? "/", "http://server");
  const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
  if (url.pathname === "/picture") {
    res.writeHead(200, { "Content-Type": "image/png" }).end(BODY);
  } else if (hops) {
    const left = Number(hops[1]);
    res.writeHead(302, { Location: left > 1 ? `/hops/${left - 1}` : "/picture" }).end();
  } else if (url.pathname === "/redirect") {
    res.writeHead(Number(url.searchParams.get("status") ?? 302), {
      Location: url.searchParams.get("to") ?? "/picture",
    });
    res.end();
  } else if (url.pathname === "/declared-large") {
    res.writeHead(200, { "Content-Length": String(LIMITS.maxBytes + 1) }).end();
  } else if (url.pathname === "/streamed-large") {
    // No Content-Length: the size shows only while reading.
    res.writeHead(200);
    for (let i = 0; i < 10; i += 1) res.write(Buffer.alloc(200, 7));
    res.end();
  } else if (url.pathname === "/exactly-the-limit") {
    res.writeHead(200).end(Buffer.alloc(LIMITS.maxBytes, 7));
  } else if (url.pathname === "/silent") {
    // Never answers.
  } else if (url.pathname === "/dribble") {
    res.writeHead(200);
    res.write("a");
  } else if (url.pathname === "/status") {
    res.writeHead(Number(url.searchParams.get("code"))).end("upstream said no");
  } else {
    res.writeHead(404).end();
  }
}

beforeAll(async () => {
  counter = await startConnectionCounter();
  server = createServer(answer);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  allowList = new Set([origin]);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await counter.close();
});

/** A resolver that must not be asked: the URL names an address, or is refused by its name. */
const noLookup: Resolver = () => {
  throw new Error("no DNS lookup expected");
};

function resolverOf(answers: Record<string, string[]>) {
  return vi.fn<Resolver>((hostname) =>
    Promise.resolve(
      (answers[hostname] ?? []).map((address) => ({
        address,
        family: address.includes(":") ? 6 : 4,
      })),
    ),
  );
}

describe("WHATWG URL, which the guard parses with", () => {
  it.each([
    ["http://2852039166/", "169.254.169.254"],
    ["http://2130706433/", "127.0.0.1"],
    ["http://127.1/", "127.0.0.1"],
    ["http://0x7f.1/", "127.0.0.1"],
    ["http://0x7f000001/", "127.0.0.1"],
    ["http://0177.0.0.1/", "127.0.0.1"],
    ["http://0/", "0.0.0.0"],
    ["http://[::ffff:7f00:1]/", "[::ffff:7f00:1]"],
    ["http://[::ffff:127.0.0.1]/", "[::ffff:7f00:1]"],
  ])("reads %s as the address %s", (url, hostname) => {
    expect(new URL(url).hostname).toBe(hostname);
  });
});

describe("guardedFetch refuses private addresses without connecting", () => {
  it.each(privateUrlForms("<port>"))("refuses %s", async (form) => {
    const url = onPort(form, counter.port);
    const result = await guardedFetch(url, { ...LIMITS, resolve: noLookup, allowList });
    expect({ url, result }).toEqual({ url, result: { ok: false, reason: "refused" } });
    expect(counter.connections()).toBe(0);
  });

  it("refuses a name when any address it resolves to is private, after one lookup", async () => {
    const resolve = resolverOf({
      "private.example.com": ["10.1.2.3"],
      "mixed.example.com": ["93.184.216.34", "127.0.0.1"],
      "mapped.example.com": ["::ffff:127.0.0.1"],
      "nowhere.example.com": [],
    });
    for (const name of [
      "private.example.com",
      "mixed.example.com",
      "mapped.example.com",
      "nowhere.example.com",
    ]) {
      const url = `http://${name}:${counter.port}/cover.png`;
      expect(await guardedFetch(url, { ...LIMITS, resolve, allowList })).toEqual({
        ok: false,
        reason: "refused",
      });
    }
    expect(resolve).toHaveBeenCalledTimes(4);
    expect(counter.connections()).toBe(0);
  });

  it.each(["ftp://93.184.216.34/cover.png", "file:///etc/passwd", "data:image/png;base64,AAAA"])(
    "refuses the scheme of %s",
    async (url) => {
      expect(await guardedFetch(url, { ...LIMITS, resolve: noLookup })).toEqual({
        ok: false,
        reason: "refused",
      });
    },
  );

  it("fails on what is not a URL, saying nothing more", async () => {
    expect(await guardedFetch("not a url", LIMITS)).toEqual({ ok: false, reason: "failed" });
  });
});

describe("guardedFetch connects to the address it checked", () => {
  it("asks DNS once and sends the request to that address under the URL's name", async () => {
    // A name no real resolver knows: the request arrives only if the checked address is used.
    const port = origin.split(":")[1];
    const resolve = resolverOf({ "covers.example.test": ["127.0.0.1"] });
    seen.length = 0;
    const result = await guardedFetch(`http://covers.example.test:${port}/picture`, {
      ...LIMITS,
      resolve,
      allowList: new Set([`covers.example.test:${port}`]),
    });
    expect(result).toEqual({ ok: true, body: BODY });
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(seen.map((req) => req.headers.host)).toEqual([`covers.example.test:${port}`]);
  });

  it("keeps the URL's name as the TLS server name for https", async () => {
    let serverName: string | undefined;
    const tls = createTlsServer({
      SNICallback: (name, callback) => {
        serverName = name;
        callback(new Error("no certificate in this test"));
      },
    });
    tls.listen(0, "127.0.0.1");
    await once(tls, "listening");
    const { port } = tls.address() as AddressInfo;
    const result = await guardedFetch(`https://covers.example.test:${port}/picture`, {
      ...LIMITS,
      resolve: resolverOf({ "covers.example.test": ["127.0.0.1"] }),
      allowList: new Set([`covers.example.test:${port}`]),
    });
    await new Promise((resolve) => tls.close(resolve));
    expect(result).toEqual({ ok: false, reason: "failed" });
    expect(serverName).toBe("covers.example.test");
  });

  it("fetches from an allowed test server", async () => {
    expect(await guardedFetch(`http://${origin}/picture`, { ...LIMITS, allowList })).toEqual({
      ok: true,
      body: BODY,
    });
  });
});

describe("guardedFetch follows redirects by hand", () => {
  it(`follows ${MAX_REDIRECTS} redirects, relative ones against the current URL`, async () => {
    seen.length = 0;
    const result = await guardedFetch(`http://${origin}/hops/${MAX_REDIRECTS}`, {
      ...LIMITS,
      allowList,
    });
    expect(result).toEqual({ ok: true, body: BODY });
    expect(seen.map((req) => req.url)).toEqual(["/hops/3", "/hops/2", "/hops/1", "/picture"]);
  });

  it(`fails on a redirect past the ${MAX_REDIRECTS}rd without asking for it`, async () => {
    seen.length = 0;
    const result = await guardedFetch(`http://${origin}/hops/${MAX_REDIRECTS + 1}`, {
      ...LIMITS,
      allowList,
    });
    expect(result).toEqual({ ok: false, reason: "failed" });
    expect(seen).toHaveLength(MAX_REDIRECTS + 1);
  });

  it.each([301, 302, 303, 307, 308])("refuses a %i to a private address", async (status) => {
    for (const to of privateUrlForms(counter.port).slice(0, 8)) {
      const url = `http://${origin}/redirect?status=${status}&to=${encodeURIComponent(to)}`;
      expect(await guardedFetch(url, { ...LIMITS, resolve: noLookup, allowList })).toEqual({
        ok: false,
        reason: "refused",
      });
    }
    expect(counter.connections()).toBe(0);
  });

  it("refuses a redirect to a name that resolves privately, and to another scheme", async () => {
    const resolve = resolverOf({ "inside.example.com": ["192.168.0.10"] });
    for (const to of [`http://inside.example.com:${counter.port}/`, "file:///etc/passwd"]) {
      const url = `http://${origin}/redirect?to=${encodeURIComponent(to)}`;
      expect(await guardedFetch(url, { ...LIMITS, resolve, allowList })).toEqual({
        ok: false,
        reason: "refused",
      });
    }
    expect(counter.connections()).toBe(0);
  });
});

describe("guardedFetch limits size and time, and reports no upstream detail", () => {
  it("stops at a declared size over the limit", async () => {
    const url = `http://${origin}/declared-large`;
    expect(await guardedFetch(url, { ...LIMITS, allowList })).toEqual({
      ok: false,
      reason: "tooLarge",
    });
  });

  it("stops reading once an undeclared body passes the limit", async () => {
    const url = `http://${origin}/streamed-large`;
    expect(await guardedFetch(url, { ...LIMITS, allowList })).toEqual({
      ok: false,
      reason: "tooLarge",
    });
  });

  it("takes a body of exactly the limit", async () => {
    const result = await guardedFetch(`http://${origin}/exactly-the-limit`, {
      ...LIMITS,
      allowList,
    });
    expect(result.ok && result.body.length).toBe(LIMITS.maxBytes);
  });

  it.each(["/silent", "/dribble"])("gives up on %s when the time is up", async (path) => {
    const result = await guardedFetch(`http://${origin}${path}`, {
      ...LIMITS,
      timeoutMs: 300,
      allowList,
    });
    expect(result).toEqual({ ok: false, reason: "failed" });
  });

  it("gives up on a lookup that never ends", async () => {
    const result = await guardedFetch("http://slow-dns.example.com/picture", {
      ...LIMITS,
      timeoutMs: 300,
      resolve: () => new Promise(() => undefined),
    });
    expect(result).toEqual({ ok: false, reason: "failed" });
  });

  it("fails a lookup error without passing it on", async () => {
    const result = await guardedFetch("http://no-such-name.example.com/picture", {
      ...LIMITS,
      resolve: () => Promise.reject(new Error("getaddrinfo ENOTFOUND no-such-name.example.com")),
    });
    expect(result).toEqual({ ok: false, reason: "failed" });
  });

  it.each([404, 500, 401, 304, 302])("reports an answer of %i only as failed", async (code) => {
    const result = await guardedFetch(`http://${origin}/status?code=${code}`, {
      ...LIMITS,
      allowList,
    });
    expect(result).toEqual({ ok: false, reason: "failed" });
  });
});
