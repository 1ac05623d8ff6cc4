import { readdirSync } from "node:fs";

import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Every folder of functions/src that is not a layer below the features is a feature. */
/**
 * A screen's client or a handler imports its own domain's endpoints
 * (@bookstore/shared/<domain>/<domain>-api.ts); the whole list is for the tests that cover
 * every entry and for the types derived from all of them.
 */
const WHOLE_CONTRACT = {
  group: ["@bookstore/shared/api/contract.ts"],
  message:
    "Import your own domain's endpoints (shared/<domain>/<domain>-api.ts), not the whole contract.",
};

const FUNCTION_LAYERS = new Set(["lib", "http", "mail"]);
const FUNCTION_FEATURES = readdirSync(new URL("functions/src", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !FUNCTION_LAYERS.has(entry.name))
  .map((entry) => entry.name);

/**
 * The web's feature → feature imports, each through the imported feature's index.ts, with the
 * reason it exists. Every other import between features is an error: app/ composes features.
 * @type {Record<string, Record<string, string>>}
 */
const WEB_FEATURE_EDGES = {
  admin: {
    orders: "admins see orders' statuses, dates and totals as shoppers do",
    search: "admins find books with the shop's own search: prefixes, typos, ISBNs",
  },
  checkout: {
    cart: "checkout orders the cart's books, then empties the cart",
    orders: "checkout's thanks words payment and collection as the order page does",
  },
  search: {
    catalogue: "search narrows its matches with the catalogue's filters, kept in the address alike",
  },
};
/**
 * What each folder of web/src/features/admin/ may import of the admin feature besides itself:
 * the admin's `session/` builds on the parts they all `shared/`, and every other folder (a thing
 * the admin manages: books, orders, mail, …) on those two only, never on another thing managed.
 * @type {Record<string, string[]>}
 */
const ADMIN_PARTS = Object.fromEntries(
  readdirSync(new URL("web/src/features/admin", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => [
      name,
      name === "shared" ? [] : name === "session" ? ["shared"] : ["session", "shared"],
    ]),
);
const WEB_FEATURES = readdirSync(new URL("web/src/features", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @param {string} feature */
const allowedFeatureImports = (feature) => Object.keys(WEB_FEATURE_EDGES[feature] ?? {});

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "web/dist-*/**",
      "functions/lib/**",
      "functions/lib.next/**",
      ".cache/**",
      ".emulator-data*/**",
      "test-results/**",
      "test-reports/**",
      "playwright-report/**",
      "bench-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["web/tsconfig.json", "functions/tsconfig.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-duplicates": "error",
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", ["sibling", "index"]],
          pathGroupsExcludedImportTypes: ["builtin"],
          pathGroups: [
            { pattern: "@/**", group: "internal" },
            { pattern: "@bookstore/shared/**", group: "internal" },
          ],
          "newlines-between": "always",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { arguments: false } },
      ],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*"], message: "Features and shared code must not import from app/." },
            WHOLE_CONTRACT,
          ],
        },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: [
                "./web/src/components",
                "./web/src/lib",
                "./web/src/hooks",
                "./web/src/config",
                "./web/src/books",
                "./web/src/session",
              ],
              from: ["./web/src/features", "./web/src/app"],
              message: "Shared code never imports features/ or app/: app/ composes them.",
            },
            ...WEB_FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: "./web/src/features",
              except: [
                `./${feature}`,
                ...allowedFeatureImports(feature).map((other) => `./${other}/index.ts`),
              ],
              message:
                "A feature imports another only through its index.ts, along an edge declared in WEB_FEATURE_EDGES (eslint.config.js).",
            })),
            ...Object.entries(ADMIN_PARTS).map(([part, below]) => ({
              target: `./web/src/features/admin/${part}`,
              from: "./web/src/features/admin",
              except: [`./${part}`, ...below.map((other) => `./${other}`)],
              message: `admin/${part} imports only ${["itself", ...below].join(", ")} of the admin feature (ADMIN_PARTS in eslint.config.js).`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Firestore is read in the browser through reactfire: its hooks, or rxfire's observables (the
    // functions reactfire builds on). The SDK's listener reaches our code only to be handed to
    // reactfire's seam (lib/firebase.ts, lib/reactfire-firestore.ts).
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/lib/firebase.ts", "web/src/lib/reactfire-firestore.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Identifier[name='onSnapshot']",
          message:
            "Read Firestore through reactfire (useFirestore* hooks) or rxfire (fromRef), never a hand-written listener.",
        },
      ],
    },
  },
  {
    files: ["web/src/app/**/*.{ts,tsx}", "web/src/main.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [WHOLE_CONTRACT] }] },
  },
  {
    // Tests of the client's generic parts call entries of several domains.
    files: ["web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/app/*"], message: "Features and shared code must not import from app/." },
          ],
        },
      ],
    },
  },
  {
    // The API's layers: a feature folder (books, orders, ...) imports lib/, http/, mail/ and
    // @bookstore/shared, never another feature; lib/ and http/ import no feature. app.ts, api.ts
    // and index.ts compose the features.
    files: ["functions/src/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            ...FUNCTION_FEATURES.map((feature) => ({
              target: `./functions/src/${feature}`,
              from: "./functions/src",
              except: [`./${feature}`, "./lib", "./http", "./mail"],
              message: "A feature imports only lib/, http/, mail/ and its own folder.",
            })),
            ...FUNCTION_FEATURES.map((feature) => ({
              // Trust is declared on the contract's entries and enforced by one middleware.
              target: `./functions/src/${feature}`,
              from: [
                "./functions/src/http/require-auth.ts",
                "./functions/src/http/identify-caller.ts",
              ],
              message:
                "A handler never reads a token: its entry declares who may call it, and it gets the caller from http/caller.ts.",
            })),
            {
              // The mail every feature sends: templates and the write into the mail collection.
              target: "./functions/src/mail",
              from: "./functions/src",
              except: ["./mail", "./lib"],
              message: "mail/ imports only lib/.",
            },
            {
              target: "./functions/src/http",
              from: "./functions/src",
              except: ["./http", "./lib"],
              message: "http/ imports only lib/.",
            },
            {
              target: "./functions/src/lib",
              from: "./functions/src",
              except: ["./lib"],
              message: "lib/ imports nothing else of the functions.",
            },
          ],
        },
      ],
    },
  },
  {
    // The web, the functions, the scripts and the tests all load @bookstore/shared: it imports
    // only itself and packages, never the code of one of them.
    files: ["packages/shared/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: "./packages/shared",
              from: ["./functions", "./web", "./scripts", "./tests"],
              message: "@bookstore/shared imports only itself and packages.",
            },
          ],
        },
      ],
    },
  },
  {
    // Handlers get the caller the access middleware made (http/caller.ts); the claims that decide
    // who may call (admin, email_verified, auth_time) are read only by that middleware.
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/http/**", "functions/src/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name=/^(email_verified|auth_time|verifyIdToken)$/]",
          message:
            "Who may call is declared on the contract entry (access) and enforced by http/enforce-entry.ts; use the caller from http/caller.ts.",
        },
      ],
    },
  },
  {
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/support/test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message:
                "Import test from tests/e2e/support/test.ts: its request fixture resends a call the emulator reset.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
