import path from "node:path";

import { describe, expect, it } from "vitest";

import { HOME_JS_BUDGET_BYTES } from "../../scripts/bench/budgets.mjs";
import {
  bundledSources,
  gzipTotals,
  initialFiles,
  readManifest,
} from "../../scripts/bench/bundle-graph.mjs";
import { readShellAssets } from "../../scripts/bench/shell-assets.mjs";
import { ROOT } from "../../scripts/lib/paths.mjs";

/** Runs after `npm run build` (scripts/test.mjs): the home page's critical path, from web/dist. */
const dist = path.join(ROOT, "web", "dist");
const manifest = readManifest(dist);
const home = initialFiles(manifest, [], readShellAssets(dist));

describe("the home page's first render", () => {
  it(`loads at most ${HOME_JS_BUDGET_BYTES / 1000} KB of gzip JavaScript`, () => {
    const { jsGzip } = gzipTotals(dist, home);
    expect(jsGzip, `initial JS files: ${home.js.join(", ")}`).toBeLessThanOrEqual(
      HOME_JS_BUDGET_BYTES,
    );
  });

  it.each([
    ["Chart.js", /node_modules\/(chart\.js|react-chartjs-2)\//],
    ["SweetAlert2", /node_modules\/sweetalert2\//],
    ["the admin screens", /web\/src\/(features\/admin|app\/routes\/admin)\//],
    ["the checkout forms", /web\/src\/(features\/checkout|app\/routes\/checkout)/],
    ["Firestore", /node_modules\/@firebase\/firestore\//],
    ["Firebase Auth", /node_modules\/@firebase\/auth\//],
    ["the Firebase app", /node_modules\/@firebase\/app\//],
    ["Swiper", /node_modules\/swiper\//],
    ["react-router's development build", /node_modules\/react-router\/dist\/development\//],
  ])("never loads %s", (_name, pattern) => {
    const sources = bundledSources(dist, home.js);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => pattern.test(source))).toEqual([]);
  });

  it("checks the page's data with zod/mini, never classic zod", () => {
    const sources = bundledSources(dist, home.js);
    expect(sources.some((source) => source.includes("zod/v4/mini/"))).toBe(true);
    expect(sources.filter((source) => /zod\/v4\/classic\//.test(source))).toEqual([]);
  });

  it("routes with react-router's production build", () => {
    const sources = bundledSources(dist, home.js);
    expect(sources.some((source) => source.includes("react-router/dist/production/"))).toBe(true);
  });
});
