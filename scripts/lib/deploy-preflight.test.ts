import { describe, expect, it } from "vitest";

import {
  bundleProblems,
  functionSettingsProblems,
  isAtLeast,
  nodeProblems,
  parseEnvFile,
  projectProblems,
  webSettingsProblems,
} from "./deploy-preflight.mjs";

const COMPLETE = {
  VITE_FIREBASE_API_KEY: "key",
  VITE_FIREBASE_AUTH_DOMAIN: "my-shop.firebaseapp.com",
  VITE_FIREBASE_PROJECT_ID: "my-shop",
  VITE_FIREBASE_STORAGE_BUCKET: "my-shop.firebasestorage.app",
  VITE_FIREBASE_APP_ID: "1:1:web:1",
};

describe("parseEnvFile", () => {
  it("reads KEY=value lines, skipping comments and blanks, without quotes", () => {
    const text = "# comment\n\nA=1\nexport B = \"two words\"\nC='x'\r\nD=\nbad line\n";
    expect(parseEnvFile(text)).toEqual({ A: "1", B: "two words", C: "x", D: "" });
  });
});

describe("projectProblems", () => {
  it("accepts a real project id", () => {
    expect(projectProblems("my-shop-42")).toEqual([]);
  });

  it("refuses none, demo- ids and ids Google Cloud cannot have", () => {
    expect(projectProblems(undefined)[0]).toMatch(/^No project/);
    expect(projectProblems("demo-shop")[0]).toMatch(/emulator-only/);
    for (const id of ["My-Shop", "shop", "1shop-abc", "shop-", "a".repeat(31)]) {
      expect(projectProblems(id)[0]).toMatch(/is not a Google Cloud project id/);
    }
  });
});

describe("webSettingsProblems", () => {
  it("accepts a complete config for the project", () => {
    expect(webSettingsProblems(COMPLETE, "web/.env.production", "my-shop")).toEqual([]);
  });

  it("names each missing value, emulators switched on, and another project", () => {
    const problems = webSettingsProblems(
      { ...COMPLETE, VITE_FIREBASE_APP_ID: "", VITE_USE_EMULATORS: "true" },
      "web/.env.production",
      "other-shop",
    );
    expect(problems).toEqual([
      "web/.env.production has no value for VITE_FIREBASE_APP_ID: copy it from your web app's config.",
      "web/.env.production sets VITE_USE_EMULATORS: a deployed store must not use emulators.",
      'web/.env.production is for project "my-shop", not "other-shop": deploy to "my-shop" or use that project\'s config.',
    ]);
  });

  it("says how to make a missing file", () => {
    expect(webSettingsProblems(null, "web/.env.production", "my-shop")[0]).toMatch(
      /missing: copy web\/\.env\.production\.example/,
    );
  });
});

describe("nodeProblems", () => {
  it("compares dotted versions", () => {
    expect(isAtLeast("20.19.0", "20.19")).toBe(true);
    expect(isAtLeast("v22.1.0", "20.19")).toBe(true);
    expect(isAtLeast("20.18.9", "20.19")).toBe(false);
  });

  it("refuses an old local Node and a runtime below the engines", () => {
    expect(nodeProblems({ local: "20.20.2", engines: ">=20.19", runtime: "nodejs22" })).toEqual([]);
    expect(nodeProblems({ local: "18.20.0", engines: ">=20.19", runtime: "nodejs22" })[0]).toBe(
      "Node 18.20.0 is too old to build the store: install Node 20.19 or later.",
    );
    expect(nodeProblems({ local: "22.0.0", engines: ">=20.19", runtime: "nodejs18" })[0]).toMatch(
      /runtime "nodejs18" does not satisfy/,
    );
  });
});

describe("bundleProblems", () => {
  it("finds emulator addresses in a bundle, and nothing in a production one", () => {
    expect(bundleProblems([{ name: "a.js", text: 'fetch("https://x.web.app")' }])).toEqual([]);
    const problems = bundleProblems([
      { name: "a.js", text: 'connect("127.0.0.1:8080")' },
      { name: "b.js", text: '"http://localhost:9099"' },
      { name: "c.js", text: 'projectId:"demo-bookstore"' },
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe(
      "a.js holds an emulator address (127.0.0.1): it is not a production build.",
    );
  });
});

describe("functionSettingsProblems", () => {
  const complete = {
    cpu: 1,
    availableMemoryMb: 512,
    concurrency: 10,
    minInstances: 0,
    maxInstances: 3,
    timeoutSeconds: 60,
  };
  const fn = (endpoint: Record<string, unknown>) =>
    Object.assign(() => undefined, { __endpoint: endpoint });

  it("passes functions that state every setting, and ignores other exports", () => {
    expect(functionSettingsProblems({ api: fn(complete), helper: () => 1, VERSION: "1" })).toEqual(
      [],
    );
  });

  it("names the function and each setting it lacks", () => {
    const partial: Record<string, unknown> = { ...complete };
    delete partial.cpu;
    delete partial.minInstances;
    expect(
      functionSettingsProblems({ onBook: fn({ ...partial, availableMemoryMb: null }) }),
    ).toEqual([
      'Function "onBook" has no cpu setting: give it one in functions/src/lib/function-settings.ts.',
      'Function "onBook" has no memory setting: give it one in functions/src/lib/function-settings.ts.',
      'Function "onBook" has no minInstances setting: give it one in functions/src/lib/function-settings.ts.',
    ]);
  });
});
