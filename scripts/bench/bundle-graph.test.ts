import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { afterAll, describe, expect, it } from "vitest";

import {
  bundledSources,
  entryKey,
  gzipTotals,
  initialFiles,
  moduleKey,
  type Manifest,
} from "./bundle-graph.mjs";

/** index.html -> react + shared; a lazy route -> its chunk + shared (+ css); admin is dynamic. */
const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js", "_shared.js"],
    dynamicImports: ["src/app/routes/book.tsx", "src/admin.tsx"],
    css: ["assets/index.css"],
  },
  "_react.js": { file: "assets/react.js" },
  "_shared.js": { file: "assets/shared.js", imports: ["_react.js"] },
  "_firestore.js": { file: "assets/firestore.js" },
  "src/app/routes/book.tsx": {
    file: "assets/book.js",
    isDynamicEntry: true,
    imports: ["_shared.js", "_firestore.js", "index.html"],
    css: ["assets/book.css"],
  },
  "src/admin.tsx": { file: "assets/admin.js", isDynamicEntry: true, imports: ["_chart.js"] },
  "_chart.js": { file: "assets/chart.js" },
};

const dist = fs.mkdtempSync(path.join(os.tmpdir(), "bundle-graph-"));
afterAll(() => {
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("bundle graph", () => {
  it("finds the HTML entry", () => {
    expect(entryKey(manifest)).toBe("index.html");
  });

  it("resolves a module path without its extension", () => {
    expect(moduleKey(manifest, "src/app/routes/book")).toBe("src/app/routes/book.tsx");
    expect(moduleKey(manifest, "src/app/routes/nope")).toBeUndefined();
  });

  it("takes the entry and its static imports, once each, never dynamic imports", () => {
    expect(initialFiles(manifest, [])).toEqual({
      js: ["assets/index.js", "assets/react.js", "assets/shared.js"],
      css: ["assets/index.css"],
    });
  });

  it("adds a lazy route's chunk and its static imports", () => {
    expect(initialFiles(manifest, ["src/app/routes/book.tsx"])).toEqual({
      js: [
        "assets/index.js",
        "assets/react.js",
        "assets/shared.js",
        "assets/book.js",
        "assets/firestore.js",
      ],
      css: ["assets/index.css", "assets/book.css"],
    });
  });

  it("sums gzip sizes and reads bundled sources from source maps", () => {
    fs.mkdirSync(path.join(dist, "assets"));
    const files = { js: ["assets/a.js"], css: ["assets/a.css"] };
    fs.writeFileSync(path.join(dist, "assets/a.js"), "console.log(1);".repeat(50));
    fs.writeFileSync(path.join(dist, "assets/a.css"), "a{color:red}");
    fs.writeFileSync(
      path.join(dist, "assets/a.js.map"),
      JSON.stringify({ sources: ["../node_modules/x/index.js"] }),
    );
    const jsGzip = zlib.gzipSync(fs.readFileSync(path.join(dist, "assets/a.js")), {
      level: 9,
    }).length;
    expect(gzipTotals(dist, files).jsGzip).toBe(jsGzip);
    expect(bundledSources(dist, files.js)).toEqual(["../node_modules/x/index.js"]);
  });

  it("puts what the shell loads first and counts each file once", () => {
    const shell = { js: ["assets/early.js", "assets/index.js"], css: ["assets/fonts.css"] };
    expect(initialFiles(manifest, [], shell)).toEqual({
      js: ["assets/early.js", "assets/index.js", "assets/react.js", "assets/shared.js"],
      css: ["assets/fonts.css", "assets/index.css"],
    });
  });

  it("names an unknown chunk", () => {
    expect(() => initialFiles(manifest, ["src/missing.tsx"])).toThrow(/src\/missing\.tsx/);
  });
});
