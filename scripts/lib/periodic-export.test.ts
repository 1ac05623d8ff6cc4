import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  EXPORT_INFO_FILE,
  exportIntervalMs,
  exportOnce,
  exportPaths,
  promoteExport,
  recoverDataDir,
  startPeriodicExport,
} from "./periodic-export.mjs";

let root: string;
let dataDir: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "periodic-export-"));
  dataDir = path.join(root, "data");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A complete export, labelled so a test can tell which one ended up where. */
function writeExport(dir: string, label: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "firebase-export-metadata.json"), "{}");
  writeFileSync(path.join(dir, "label"), label);
}

function labelOf(dir: string): string {
  return readFileSync(path.join(dir, "label"), "utf8");
}

describe("promoteExport", () => {
  it("swaps a complete export in and leaves no sibling behind", () => {
    writeExport(dataDir, "old");
    writeExport(exportPaths(dataDir).next, "new");
    expect(promoteExport(dataDir, exportPaths(dataDir).next)).toBe(true);
    expect(labelOf(dataDir)).toBe("new");
    expect(existsSync(exportPaths(dataDir).next)).toBe(false);
    expect(existsSync(exportPaths(dataDir).prev)).toBe(false);
  });

  it("discards an export the Hub had not finished, keeping the data", () => {
    writeExport(dataDir, "old");
    mkdirSync(exportPaths(dataDir).next);
    expect(promoteExport(dataDir, exportPaths(dataDir).next)).toBe(false);
    expect(labelOf(dataDir)).toBe("old");
    expect(existsSync(exportPaths(dataDir).next)).toBe(false);
  });
});

describe("recoverDataDir after a kill at each step of a swap", () => {
  const { next, prev, exit } = {
    next: () => exportPaths(dataDir).next,
    prev: () => exportPaths(dataDir).prev,
    exit: () => exportPaths(dataDir).exit,
  };

  it("starts empty when nothing was ever saved", () => {
    mkdirSync(root, { recursive: true });
    expect(recoverDataDir(dataDir)).toBe(false);
  });

  it("killed while the Hub wrote the next export: the data stays", () => {
    writeExport(dataDir, "old");
    mkdirSync(next());
    expect(recoverDataDir(dataDir)).toBe(true);
    expect(labelOf(dataDir)).toBe("old");
    expect(existsSync(next())).toBe(false);
  });

  it("killed after the export, before the swap: the newer export wins", () => {
    writeExport(dataDir, "old");
    writeExport(next(), "new");
    expect(recoverDataDir(dataDir)).toBe(true);
    expect(labelOf(dataDir)).toBe("new");
  });

  it("killed between the two renames: the newer export wins", () => {
    writeExport(prev(), "old");
    writeExport(next(), "new");
    expect(recoverDataDir(dataDir)).toBe(true);
    expect(labelOf(dataDir)).toBe("new");
    expect(existsSync(prev())).toBe(false);
  });

  it("killed between the renames of an export that then vanished: the previous data returns", () => {
    writeExport(prev(), "old");
    expect(recoverDataDir(dataDir)).toBe(true);
    expect(labelOf(dataDir)).toBe("old");
  });

  it("killed before the previous data was removed: it goes", () => {
    writeExport(dataDir, "new");
    writeExport(prev(), "old");
    expect(recoverDataDir(dataDir)).toBe(true);
    expect(labelOf(dataDir)).toBe("new");
    expect(existsSync(prev())).toBe(false);
  });

  it("a graceful stop's export that was never swapped in is the newest", () => {
    writeExport(dataDir, "periodic");
    writeExport(next(), "later periodic");
    writeExport(exit(), "exit");
    expect(recoverDataDir(dataDir)).toBe(true);
    expect(labelOf(dataDir)).toBe("exit");
  });
});

describe("exportIntervalMs", () => {
  it("is a minute unless BOOKSTORE_EXPORT_INTERVAL_MS says otherwise", () => {
    expect(exportIntervalMs(undefined)).toBe(60_000);
    expect(exportIntervalMs("3000")).toBe(3000);
    for (const bad of ["0", "999", "1.5", "soon"]) {
      expect(() => exportIntervalMs(bad), bad).toThrow(/BOOKSTORE_EXPORT_INTERVAL_MS/);
    }
  });
});

/** A stand-in Emulator Hub: each export takes `delayMs` and writes a complete export. */
async function fakeHub(delayMs: number) {
  const calls: { path: string; initiatedBy: string }[] = [];
  let active = 0;
  let maxActive = 0;
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const call = JSON.parse(body) as { path: string; initiatedBy: string };
      calls.push(call);
      active += 1;
      maxActive = Math.max(maxActive, active);
      setTimeout(() => {
        writeExport(call.path, `export ${calls.length}`);
        active -= 1;
        response.writeHead(200, { "Content-Type": "application/json" }).end('{"message":"OK"}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    maxActive: () => maxActive,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("exporting through the Emulator Hub", () => {
  it("asks the Hub for an export into the sibling, then swaps it in with its timing", async () => {
    const hub = await fakeHub(20);
    try {
      writeExport(dataDir, "old");
      const info = await exportOnce(hub.url, dataDir);
      expect(hub.calls.map((call) => call.path)).toEqual([`${dataDir}.next`]);
      expect(labelOf(dataDir)).toBe("export 1");
      const written: unknown = JSON.parse(
        readFileSync(path.join(dataDir, EXPORT_INFO_FILE), "utf8"),
      );
      expect(written).toEqual(info);
      expect(info.ms).toBeGreaterThanOrEqual(15);
    } finally {
      await hub.close();
    }
  });

  it("never overlaps two exports, and stop waits for the one under way", async () => {
    const hub = await fakeHub(150);
    try {
      mkdirSync(root, { recursive: true });
      const exporter = startPeriodicExport({ hubUrl: hub.url, dataDir, intervalMs: 10 });
      await new Promise((resolve) => setTimeout(resolve, 600));
      await exporter.stop();
      const count = hub.calls.length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(hub.maxActive()).toBe(1);
      expect(labelOf(dataDir)).toBe(`export ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(hub.calls).toHaveLength(count);
    } finally {
      await hub.close();
    }
  });
});
