import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { afterEach, describe, expect, it, vi } from "vitest";

import {
  EMULATOR_WEB_DIR,
  emulatorConfigName,
  emulatorTargets,
  firestoreEmulatorSource,
  localFirebaseConfig,
  manifestLine,
} from "./emulator-files.mjs";
import { BASE_PORTS, emulatorUrls, parsePortOffset } from "./paths.mjs";
import { storedZip } from "./zip.mjs";

describe("manifestLine", () => {
  it("keeps short lines as they are", () => {
    expect(manifestLine("Main-Class: a.B")).toBe("Main-Class: a.B");
  });

  it("continues lines over 72 bytes on lines that start with one space", () => {
    const line = `Class-Path: file:/${"x".repeat(150)}`;
    const parts = manifestLine(line).split("\r\n");
    expect(parts[0]).toHaveLength(72);
    for (const part of parts.slice(1)) {
      expect(part.startsWith(" ")).toBe(true);
      expect(part.length).toBeLessThanOrEqual(72);
    }
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
  });
});

describe("storedZip", () => {
  it("writes a local header, the data and a central directory that agree", () => {
    const data = Buffer.from("Manifest-Version: 1.0\r\n\r\n");
    const zip = storedZip([{ name: "META-INF/MANIFEST.MF", data }]);
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    expect(zip.readUInt32LE(14)).toBe(zlib.crc32(data));
    expect(zip.readUInt32LE(18)).toBe(data.length);
    const nameLength = zip.readUInt16LE(26);
    expect(zip.subarray(30, 30 + nameLength).toString()).toBe("META-INF/MANIFEST.MF");
    expect(zip.subarray(30 + nameLength, 30 + nameLength + data.length)).toEqual(data);
    const end = zip.subarray(zip.length - 22);
    expect(end.readUInt32LE(0)).toBe(0x06054b50);
    expect(end.readUInt16LE(10)).toBe(1);
    const directoryOffset = end.readUInt32LE(16);
    expect(zip.readUInt32LE(directoryOffset)).toBe(0x02014b50);
  });
});

describe("where the emulators come from", () => {
  const info = JSON.parse(
    readFileSync(
      new URL(
        "../../node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json",
        import.meta.url,
      ),
      "utf8",
    ),
  ) as {
    firestore: { downloadPathRelativeToCacheDir: string };
    storage: { downloadPathRelativeToCacheDir: string };
  };

  function withCache(files: string[]): void {
    const cache = mkdtempSync(path.join(tmpdir(), "firebase-emulators-"));
    for (const file of files) writeFileSync(path.join(cache, file), "");
    vi.stubEnv("FIREBASE_EMULATORS_PATH", cache);
  }

  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("prefers firebase-tools' own cached Firestore emulator", () => {
    withCache([info.firestore.downloadPathRelativeToCacheDir]);
    expect(firestoreEmulatorSource()).toEqual({ env: {}, source: "firebase-tools cache" });
  });

  it("starts Storage only when its rules runtime is cached", () => {
    withCache([]);
    expect(emulatorTargets()).toEqual(["auth", "firestore", "functions", "hosting"]);
    withCache([info.storage.downloadPathRelativeToCacheDir]);
    expect(emulatorTargets()).toContain("storage");
  });
});

describe("localFirebaseConfig", () => {
  const base = JSON.parse(
    readFileSync(path.join(import.meta.dirname, "../../firebase.json"), "utf8"),
  ) as Parameters<typeof localFirebaseConfig>[0];
  const policyOf = (config: typeof base) =>
    config.hosting.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === "Content-Security-Policy")?.value ?? "";

  it("lets the SPA connect to the Auth and Firestore emulators, and nothing else changes", () => {
    const local = localFirebaseConfig(base, { ui: false });
    const connect = /connect-src ([^;]*)/.exec(policyOf(local))?.[1]?.split(" ") ?? [];
    expect(connect).toEqual(
      expect.arrayContaining(["'self'", "http://127.0.0.1:9099", "http://127.0.0.1:8080"]),
    );
    expect(policyOf(local).replace(/ http:\/\/127\.0\.0\.1:(9099|8080)/g, "")).toBe(policyOf(base));
  });

  it("does not touch the deployed policy, which allows no emulator origin", () => {
    localFirebaseConfig(base, { ui: true });
    expect(policyOf(base)).not.toContain("127.0.0.1");
    expect(policyOf(base)).toContain("frame-ancestors 'none'");
  });

  it("shifts every emulator port, and the emulator origins the policy allows, by the offset", () => {
    const local = localFirebaseConfig(base, { ui: false, portOffset: 10_000 });
    for (const [name, entry] of Object.entries(base.emulators)) {
      expect(local.emulators[name]?.port, name).toBe(entry.port + 10_000);
      expect(local.emulators[name]?.host, name).toBe(entry.host);
    }
    const connect = /connect-src ([^;]*)/.exec(policyOf(local))?.[1]?.split(" ") ?? [];
    expect(connect).toEqual(
      expect.arrayContaining(["http://127.0.0.1:19099", "http://127.0.0.1:18080"]),
    );
    expect(connect).not.toContain("http://127.0.0.1:9099");
    expect(base.emulators.firestore?.port).toBe(8080);
  });
});

describe("another Hosting build (the bench's)", () => {
  const base = JSON.parse(
    readFileSync(path.join(import.meta.dirname, "../../firebase.json"), "utf8"),
  ) as Parameters<typeof localFirebaseConfig>[0];

  it("serves the emulator build unless told otherwise, never the production bundle", () => {
    expect(base.hosting.public).toBe("web/dist-production");
    expect(localFirebaseConfig(base, { ui: false }).hosting.public).toBe(EMULATOR_WEB_DIR);
  });

  it("serves the given build, and changes nothing else", () => {
    const local = localFirebaseConfig(base, {
      ui: false,
      portOffset: 300,
      hostingPublic: "bench-results/web-dist",
    });
    expect(local.hosting.public).toBe("bench-results/web-dist");
    expect(base.hosting.public).toBe("web/dist-production");
    const shifted = localFirebaseConfig(base, { ui: false, portOffset: 300 });
    expect({ ...local, hosting: { ...local.hosting, public: "web/dist" } }).toEqual(shifted);
  });

  it("names a variant's config file apart from the suite's own", () => {
    expect(emulatorConfigName(0)).toBe("firebase.local.json");
    expect(emulatorConfigName(300)).toBe("firebase.local.offset-300.json");
    expect(emulatorConfigName(300, "bench")).toBe("firebase.local.offset-300.bench.json");
    expect(emulatorConfigName(0, "bench")).toBe("firebase.local.bench.json");
  });
});

describe("port offset", () => {
  const emulators = (
    JSON.parse(readFileSync(path.join(import.meta.dirname, "../../firebase.json"), "utf8")) as {
      emulators: Record<string, { port: number }>;
    }
  ).emulators;

  it("knows the same ports as firebase.json", () => {
    for (const [name, port] of Object.entries(BASE_PORTS)) {
      expect(emulators[name]?.port, name).toBe(port);
    }
  });

  it("points scripts and tests at the shifted ports", () => {
    expect(emulatorUrls(0)).toEqual({
      store: "http://localhost:5000",
      functions: "http://127.0.0.1:5001/demo-bookstore/us-central1/api",
      hub: "http://127.0.0.1:4400",
      hosts: {
        FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
        FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099",
      },
    });
    const shifted = emulatorUrls(100);
    expect(shifted.store).toBe("http://localhost:5100");
    expect(shifted.functions).toBe("http://127.0.0.1:5101/demo-bookstore/us-central1/api");
    expect(shifted.hub).toBe("http://127.0.0.1:4500");
    expect(shifted.hosts).toEqual({
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:8180",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9199",
    });
  });

  it("reads BOOKSTORE_EMULATOR_PORT_OFFSET as a whole number and refuses anything else", () => {
    expect(parsePortOffset(undefined)).toBe(0);
    expect(parsePortOffset("")).toBe(0);
    expect(parsePortOffset("10000")).toBe(10_000);
    for (const bad of ["-1", "1.5", "abc", "60000"]) {
      expect(() => parsePortOffset(bad), bad).toThrow(/BOOKSTORE_EMULATOR_PORT_OFFSET/);
    }
  });
});
