// @ts-check
import { builtinModules } from "node:module";

import { defineConfig } from "rolldown";

/** Bundled: the shared package's sources, and the helpers Rolldown's transform calls for. */
const BUNDLED = ["@bookstore/shared/", "@oxc-project/runtime/"];
const builtins = new Set(builtinModules);

/**
 * The functions' build: src/index.ts and everything it imports, `@bookstore/shared` included, in
 * one ES module, lib/index.js. Node runs JavaScript only, and the shared package is TypeScript
 * sources that the upload does not carry, so it goes into the bundle; every other package stays
 * an import that the upload's package.json installs.
 */
export default defineConfig({
  input: "src/index.ts",
  platform: "node",
  tsconfig: "tsconfig.json",
  transform: { target: "node20" },
  external: (id) =>
    !id.startsWith(".") &&
    !id.startsWith("/") &&
    !BUNDLED.some((prefix) => id.startsWith(prefix)) &&
    (id.startsWith("node:") || builtins.has(id) || /^[@a-z]/i.test(id)),
  output: {
    dir: "lib",
    format: "esm",
    sourcemap: true,
    codeSplitting: false,
  },
});
