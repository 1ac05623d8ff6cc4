import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURES = path.join(ROOT, "tests/fixtures/deploy");
const SAMPLE_ENV = path.join(FIXTURES, "env.production.sample");
const PRODUCTION_WEB = path.join(ROOT, "web/dist-production");

/** `npm run deploy -- <args>`, as a newcomer types it (with node options to pretend things). */
function deploy(args: string[], nodeOptions: string[] = []) {
  const answer = spawnSync(
    process.execPath,
    [...nodeOptions, path.join(ROOT, "scripts/deploy.mjs"), ...args],
    { cwd: ROOT, encoding: "utf8", timeout: 240_000 },
  );
  return { status: answer.status, output: `${answer.stdout}${answer.stderr}` };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" });
}

describe("npm run deploy --dry-run", () => {
  it("names the migrations, builds the functions and a production bundle, and deploys nothing", () => {
    const { status, output } = deploy([
      "--project",
      "my-shop",
      "--dry-run",
      "--web-config",
      SAMPLE_ENV,
    ]);
    expect(output).toContain('Dry run: everything is built for "my-shop"');
    expect(output).toContain(
      "Every function states its production settings: api, completeBookWrites, followUpPlacedOrders, holdCollectionsDaily, ownerDailySummary, rebuildSearchIndex, releasePreOrdersDaily, requestRatingRollUps, rollUpRatings, rollUpStock, sendStockAlerts.",
    );
    expect(status).toBe(0);
    expect(output).not.toMatch(/Deploying to|firebase deploy/i);
    // The migrations are named, not run: no project is touched.
    expect(output).toContain('Data migrations: a deploy runs those "my-shop" has not recorded');
    expect(output).toContain("  0001-book-stock-shards: ");
    expect(output).not.toContain("Migrations on");
    expect(existsSync(path.join(ROOT, "functions/lib/index.js"))).toBe(true);
    const scripts = filesUnder(PRODUCTION_WEB).filter((name) => name.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(0);
    const bundle = scripts
      .map((name) => readFileSync(path.join(PRODUCTION_WEB, name), "utf8"))
      .join("\n");
    expect(bundle).toContain("my-shop.firebaseapp.com");
    expect(bundle).not.toMatch(/127\.0\.0\.1|demo-bookstore|localhost:\d/);
    // The browser tests' sign-in hooks are left out of a production build altogether.
    expect(scripts.filter((name) => name.includes("test-hooks"))).toEqual([]);
    expect(bundle).not.toContain("bookstoreTestHooks");
    const shell = readFileSync(path.join(PRODUCTION_WEB, "shell.html"), "utf8");
    expect(shell).toContain("<div id=");
    // The function serves pages from the same build: its copy names the same hashed assets.
    expect(readFileSync(path.join(ROOT, "functions/lib/site/shell.html"), "utf8")).toBe(shell);
    // Hosting answers `/` with a public index.html before any rewrite: the pages are the function's.
    expect(existsSync(path.join(PRODUCTION_WEB, "index.html"))).toBe(false);
    // robots.txt names the sitemap at the project's site (no STORE_ORIGIN in functions/.env here).
    expect(readFileSync(path.join(PRODUCTION_WEB, "robots.txt"), "utf8")).toContain(
      "Sitemap: https://my-shop.web.app/sitemap.xml",
    );
  });
});

describe("npm run deploy refuses, saying what to do", () => {
  const withSample = ["--dry-run", "--web-config", SAMPLE_ENV];

  it("without a project", () => {
    const { status, output } = deploy(withSample);
    expect(status).toBe(1);
    expect(output).toContain("No project: run `npm run deploy -- --project <your-project-id>`");
  });

  it("for an emulator-only demo- project", () => {
    const { status, output } = deploy(["--project", "demo-bookstore", ...withSample]);
    expect(status).toBe(1);
    expect(output).toContain('"demo-bookstore" is an emulator-only project');
  });

  it("for a project other than the one the web config is for", () => {
    const { status, output } = deploy(["--project", "other-shop", ...withSample]);
    expect(status).toBe(1);
    expect(output).toContain('is for project "my-shop", not "other-shop"');
  });

  it("when web/.env.production is missing", () => {
    const missing = path.join(FIXTURES, "no-such.env");
    const { status, output } = deploy([
      "--project",
      "my-shop",
      "--dry-run",
      "--web-config",
      missing,
    ]);
    expect(status).toBe(1);
    expect(output).toContain("is missing: copy web/.env.production.example to it");
  });

  it("when web/.env.production is incomplete", () => {
    const incomplete = path.join(FIXTURES, "env.production.incomplete");
    const { status, output } = deploy([
      "--project",
      "my-shop",
      "--dry-run",
      "--web-config",
      incomplete,
    ]);
    expect(status).toBe(1);
    expect(output).toContain("has no value for VITE_FIREBASE_APP_ID");
  });

  it("when a built function lacks a production setting", () => {
    const answer = spawnSync(
      process.execPath,
      [
        path.join(ROOT, "scripts/check-function-settings.mjs"),
        path.join(FIXTURES, "function-without-settings.mjs"),
      ],
      { cwd: ROOT, encoding: "utf8", timeout: 60_000 },
    );
    const output = `${answer.stdout}${answer.stderr}`;
    expect(answer.status).toBe(1);
    for (const setting of [
      "cpu",
      "concurrency",
      "minInstances",
      "maxInstances",
      "timeoutSeconds",
    ]) {
      expect(output).toContain(`Function "bare" has no ${setting} setting`);
    }
    expect(output).not.toContain("has no memory setting");
  });

  it("on a Node too old to build the store", () => {
    const pretend = ["--import", path.join(FIXTURES, "pretend-node-18.mjs")];
    const { status, output } = deploy(["--project", "my-shop", ...withSample], pretend);
    expect(status).toBe(1);
    expect(output).toContain("Node 18.20.0 is too old to build the store");
  });
});
