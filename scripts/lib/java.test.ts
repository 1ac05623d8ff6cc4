import { spawnSync } from "node:child_process";
import { mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

const javaModule = new URL("./java.mjs", import.meta.url).href;

function requireJavaWithPath(pathVariable: string) {
  return spawnSync(
    process.execPath,
    ["--input-type=module", "-e", `(await import(${JSON.stringify(javaModule)})).requireJava()`],
    { env: { PATH: pathVariable }, encoding: "utf8" },
  );
}

describe("requireJava", () => {
  it("stops with one sentence saying what to install when Java is missing", () => {
    const bin = mkdtempSync(path.join(tmpdir(), "no-java-"));
    symlinkSync(process.execPath, path.join(bin, "node"));
    const run = requireJavaWithPath(bin);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^✖ Java was not found: install a Java runtime, version 17/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("lets the start go on when Java is installed", () => {
    const run = requireJavaWithPath(process.env.PATH ?? "");
    expect(run.status).toBe(0);
    expect(run.stderr).toBe("");
  });
});
