import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FUNCTIONS = path.join(ROOT, "functions");

interface PackageJson {
  main?: string;
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
}
interface Lockfile {
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** firebase.json's `functions.ignore`: what `firebase deploy` leaves out of the upload. */
function uploadIgnores(): RegExp[] {
  const firebase = readJson(path.join(ROOT, "firebase.json")) as {
    functions: { ignore: string[] }[];
  };
  return (firebase.functions[0]?.ignore ?? []).map(
    (glob) => new RegExp(`^${glob.replace(/\./g, "\\.").replace(/\*/g, "[^/]*")}$`),
  );
}

/** Where Node finds a dependency of the functions in this checkout: theirs first, then the root's. */
function installedPackageJson(name: string): string {
  const own = path.join(FUNCTIONS, "node_modules", name, "package.json");
  return existsSync(own) ? own : path.join(ROOT, "node_modules", name, "package.json");
}

const packageJson = readJson(path.join(FUNCTIONS, "package.json")) as PackageJson;
const lockfile = readJson(path.join(FUNCTIONS, "package-lock.json")) as Lockfile;

describe("functions/package-lock.json", () => {
  it("pins exactly what package.json asks for", () => {
    expect(lockfile.packages[""]?.dependencies).toEqual(packageJson.dependencies);
    for (const version of Object.values(packageJson.dependencies)) {
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it("holds the versions the tests run against", () => {
    for (const name of Object.keys(packageJson.dependencies)) {
      const { version: installed } = readJson(installedPackageJson(name)) as { version: string };
      expect({ name, version: lockfile.packages[`node_modules/${name}`]?.version }).toEqual({
        name,
        version: installed,
      });
    }
  });
});

describe("the functions upload", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "bookstore-functions-upload-"));

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it("installs from its lockfile without dev dependencies and loads the entry point", () => {
    if (!existsSync(path.join(FUNCTIONS, "lib", "index.js"))) {
      expect(spawnSync("npm", ["run", "build", "-w", "functions"], { cwd: ROOT }).status).toBe(0);
    }
    const ignores = uploadIgnores();
    const uploaded = readdirSync(FUNCTIONS).filter(
      (name) => !ignores.some((ignore) => ignore.test(name)),
    );
    expect(uploaded.sort()).toEqual(["lib", "package-lock.json", "package.json"]);
    for (const name of uploaded) {
      cpSync(path.join(FUNCTIONS, name), path.join(folder, name), { recursive: true });
    }

    const install = spawnSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], {
      cwd: folder,
      encoding: "utf8",
      timeout: 240_000,
    });
    expect(install.stderr).not.toMatch(/npm error/);
    expect(install.status).toBe(0);
    for (const name of Object.keys(packageJson.devDependencies ?? {})) {
      expect(existsSync(path.join(folder, "node_modules", name))).toBe(false);
    }

    const entry = path.join(folder, packageJson.main ?? "lib/index.js");
    const load = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `const m = await import(${JSON.stringify(entry)});` +
          "console.log(JSON.stringify(Object.entries(m).map(([k, v]) => [k, typeof v])));",
      ],
      {
        cwd: folder,
        encoding: "utf8",
        env: {
          PATH: process.env.PATH,
          GCLOUD_PROJECT: "my-shop",
          FIREBASE_CONFIG: JSON.stringify({ projectId: "my-shop" }),
        },
      },
    );
    expect(load.stderr).toBe("");
    expect(JSON.parse(load.stdout)).toEqual([
      ["api", "function"],
      ["completeBookWrites", "function"],
      ["followUpPlacedOrders", "function"],
      ["holdCollectionsDaily", "function"],
      ["ownerDailySummary", "function"],
      ["rebuildSearchIndex", "function"],
      ["releasePreOrdersDaily", "function"],
      ["requestRatingRollUps", "function"],
      ["rollUpRatings", "function"],
      ["rollUpStock", "function"],
      ["sendStockAlerts", "function"],
    ]);
  });
});
