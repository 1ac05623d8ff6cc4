import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { emulatorFetchAllowList, TEST_FETCH_ALLOW_VARIABLE } from "./emulator-fetch-allow-list.ts";
import { guardedFetch } from "./guarded-fetch.ts";

let server: Server;
let origin: string;
let requests = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(200).end("picture");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const LIMITS = { accept: "image/*", maxBytes: 1024, timeoutMs: 2_000 };

describe("the test-only fetch allow-list", () => {
  it("is read inside the Functions emulator", () => {
    const env = {
      FUNCTIONS_EMULATOR: "true",
      [TEST_FETCH_ALLOW_VARIABLE]: " 127.0.0.1:4600, 127.0.0.1:4601 ,",
    };
    expect([...emulatorFetchAllowList(env)]).toEqual(["127.0.0.1:4600", "127.0.0.1:4601"]);
  });

  it.each([{}, { FUNCTIONS_EMULATOR: "false" }, { FUNCTIONS_EMULATOR: "1" }, { K_SERVICE: "api" }])(
    "is ignored outside the emulator (%j)",
    (extra) => {
      const env = { ...extra, [TEST_FETCH_ALLOW_VARIABLE]: "127.0.0.1:4600" };
      expect(emulatorFetchAllowList(env).size).toBe(0);
    },
  );

  it("lets a guarded fetch reach the listed server in the emulator", async () => {
    vi.stubEnv("FUNCTIONS_EMULATOR", "true");
    vi.stubEnv(TEST_FETCH_ALLOW_VARIABLE, origin);
    const before = requests;
    expect(await guardedFetch(`http://${origin}/cover.png`, LIMITS)).toEqual({
      ok: true,
      body: Buffer.from("picture"),
    });
    expect(requests).toBe(before + 1);
  });

  it("does not let a deployed function (no FUNCTIONS_EMULATOR) reach it", async () => {
    vi.stubEnv("FUNCTIONS_EMULATOR", undefined);
    vi.stubEnv(TEST_FETCH_ALLOW_VARIABLE, origin);
    const before = requests;
    expect(await guardedFetch(`http://${origin}/cover.png`, LIMITS)).toEqual({
      ok: false,
      reason: "refused",
    });
    expect(requests).toBe(before);
  });

  it("lets no other port or host through in the emulator", async () => {
    vi.stubEnv("FUNCTIONS_EMULATOR", "true");
    vi.stubEnv(TEST_FETCH_ALLOW_VARIABLE, "127.0.0.1:1");
    const before = requests;
    for (const url of [`http://${origin}/`, `http://localhost:${origin.split(":")[1]}/`]) {
      expect(await guardedFetch(url, LIMITS)).toEqual({ ok: false, reason: "refused" });
    }
    expect(requests).toBe(before);
  });
});
