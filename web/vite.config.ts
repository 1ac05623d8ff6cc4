import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { OutputBundle } from "rolldown";
import { defineConfig, type Plugin } from "vite";

import { robotsTxt } from "../packages/shared/site/robots-txt.ts";
import { ROUTE_FILES_ELEMENT_ID } from "../packages/shared/site/route-files.ts";

import {
  FIRST_SCREEN_MODULES,
  screenModuleFile,
  type ScreenModule,
} from "./src/config/first-screen-modules";

/**
 * An emulator build made for a suite on shifted ports (BOOKSTORE_EMULATOR_PORT_OFFSET) talks to
 * that suite's Auth and Firestore; values set explicitly (the bench's) win. Vite reads VITE_*
 * variables from the environment after this file has run.
 */
const portOffset = Number(process.env.BOOKSTORE_EMULATOR_PORT_OFFSET ?? 0);
if (Number.isInteger(portOffset) && portOffset > 0) {
  const { emulators } = JSON.parse(
    readFileSync(new URL("../firebase.json", import.meta.url), "utf8"),
  ) as { emulators: Record<"auth" | "firestore", { port: number }> };
  process.env.VITE_FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${emulators.firestore.port + portOffset}`;
  process.env.VITE_AUTH_EMULATOR_URL ??= `http://127.0.0.1:${emulators.auth.port + portOffset}`;
}

/**
 * The store's address in robots.txt: BOOKSTORE_STORE_ORIGIN, which the production build sets by
 * the functions' own rule (STORE_ORIGIN, else the project's web.app site), else the Hosting
 * emulator's address on this suite's ports.
 */
function robotsOrigin(): string {
  const configured = process.env.BOOKSTORE_STORE_ORIGIN?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  const { emulators } = JSON.parse(
    readFileSync(new URL("../firebase.json", import.meta.url), "utf8"),
  ) as { emulators: { hosting: { host: string; port: number } } };
  const offset = Number.isInteger(portOffset) ? portOffset : 0;
  return `http://${emulators.hosting.host}:${emulators.hosting.port + offset}`;
}

const functionsEmulator = "http://127.0.0.1:5001";
const apiFunctionPath = "/demo-bookstore/us-central1/api";

/**
 * The Firebase SDKs the store never uses. reactfire 4.2.6 imports every SDK statically and
 * none of them declares `sideEffects: false` (reactfire issue 489), so each one's top-level
 * component registration would keep it in the home page's bundle. Their only side
 * effect is registering a component nobody asks for, so they may be dropped when unused.
 * Never list auth, firestore or app here: their registration IS their side effect.
 */
const unusedFirebaseSdk =
  /[\\/]node_modules[\\/](?:@firebase[\\/](?:analytics|app-check|database|functions|installations|messaging|performance|remote-config|storage)|firebase[\\/](?:analytics|app-check|database|functions|installations|messaging|performance|remote-config|storage))[\\/]/;

/** reactfire's bundled copy of rxfire, whose `Object.freeze({...})` tables reference the SDKs. */
const reactfireDist = /[\\/]node_modules[\\/]reactfire[\\/]dist[\\/]index\.js$/;

/** A feature's public entry, web/src/features/<name>/index.ts. */
const featureEntry = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * A module of @bookstore/shared (packages/shared), which holds declarations only (constants, functions and
 * schemas). The tree-shaker reads classic zod's schema chains (`z.number().refine(…)`) as side
 * effects, so without this a module imported for one name would keep all its schemas, and zod:
 * the contract imports the module of every request schema, wanted or not.
 */
const sharedModule = /[\\/]packages[\\/]shared[\\/]/;

/** Whether a module may be left out when nothing it exports is used (see the three patterns). */
function sideEffectFree(id: string): false | undefined {
  return unusedFirebaseSdk.test(id) || featureEntry.test(id) || sharedModule.test(id)
    ? false
    : undefined;
}

/** Where the build points reactfire's static SDK imports (see the seams' comments). */
const reactfireSeams: Record<string, string> = {
  "firebase/app": fileURLToPath(new URL("./src/lib/reactfire-app.ts", import.meta.url)),
  "firebase/auth": fileURLToPath(new URL("./src/lib/reactfire-auth.ts", import.meta.url)),
  "firebase/firestore": fileURLToPath(new URL("./src/lib/reactfire-firestore.ts", import.meta.url)),
};

function lighterFirebase(): Plugin[] {
  return [
    {
      // rxfire's `var table = Object.freeze((t = {}, t[child_added] = onChildAdded, ..., t))`
      // runs at load time, so the bundler keeps it, and with it all of Realtime Database, even
      // though nothing reads the table. Wrap it in a pure function call evaluated on the spot:
      // same value, but droppable when unused.
      name: "bookstore:reactfire-pure-tables",
      enforce: "pre",
      transform: {
        filter: { id: reactfireDist },
        handler(code) {
          return {
            code: code.replace(
              /var (\w+) = Object\.freeze\(\((\w+) = \{\}, (.*?), \2\)\);/g,
              "var $1 = /* @__PURE__ */ (() => { $2 = {}; $3; return Object.freeze($2); })();",
            ),
            map: null,
          };
        },
      },
    },
    {
      // reactfire imports the app, Auth and Firestore statically, which would put them before
      // every page's first render. The functions it uses come from seams instead, which the SDKs
      // fill when the store loads them (Auth when a session may exist, Firestore with the first
      // screen that reads books); the app's functions it never needs (see reactfire-app.ts).
      name: "bookstore:reactfire-lazy-sdks",
      enforce: "pre",
      apply: "build",
      resolveId: {
        filter: { id: /^firebase\/(?:app|auth|firestore)$/ },
        handler(source, importer) {
          return importer && reactfireDist.test(importer) ? reactfireSeams[source] : undefined;
        },
      },
    },
  ];
}

/** react-router's production files, beside the development ones its package.json exports. */
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router")),
  "..",
  "production",
);

/**
 * react-router 7's package.json points every import at its development build, whose warnings
 * stay on in production (react-router issue 14102): the build takes the production files the
 * package ships beside them.
 */
const reactRouterProductionAliases = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.mjs") },
];

const srcDir = fileURLToPath(new URL("./src", import.meta.url));

/** zod and zod/mini configured for the store's Content-Security-Policy (src/lib/zod*.ts). */
const zodFile = fileURLToPath(new URL("./src/lib/zod.ts", import.meta.url));
const zodMiniFile = fileURLToPath(new URL("./src/lib/zod-mini.ts", import.meta.url));
/** csv-parse's Node build uses Node's Buffer; its browser build carries its own. */
const csvParseBrowserFile = createRequire(import.meta.url).resolve("csv-parse/browser/esm/sync");

/**
 * Calls the tree-shaker may drop when their result is unused. `z`: classic zod's schema
 * constructors carry no pure annotations, so without it every schema a shared module builds
 * (the contract's request schemas among them) would stay in each bundle that imports the module
 * for something else; zod/mini's carry their own.
 */
const PURE_FUNCTIONS = ["z", "requiredText", "strictBody"];

/**
 * Lists in the shell, for each page in FIRST_SCREEN_MODULES, the built files of its screen module
 * and of what that imports, except what the shell loads anyway (the entry's chunks). The page
 * function turns the page's list into module preloads (shared/site/route-files.ts).
 */
function routeFilesBlock(): Plugin {
  return {
    name: "bookstore:route-files",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (_html, { bundle }) =>
        bundle
          ? [
              {
                tag: "script",
                attrs: { type: "application/json", id: ROUTE_FILES_ELEMENT_ID },
                children: JSON.stringify(firstScreenRouteFiles(bundle)),
                injectTo: "head" as const,
              },
            ]
          : [],
    },
  };
}

function firstScreenRouteFiles(bundle: OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output) => output.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    for (const file of [entry.fileName, ...entry.imports]) loaded.add(file);
  }
  const filesOf = (module: ScreenModule): string[] => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file) || loaded.has(file)) return;
      files.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    const id = path.join(srcDir, screenModuleFile(module));
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`route files: no chunk for ${module}`);
    visit(chunk.fileName);
    return [...files].map((file) => `/${file}`);
  };
  return Object.fromEntries(
    Object.entries(FIRST_SCREEN_MODULES).map(([key, module]) => [key, filesOf(module)]),
  );
}

/** What the build names the app's HTML shell (functions/src/pages/shell-file.ts reads it). */
export const SHELL_FILE_NAME = "shell.html";

/**
 * Writes index.html as shell.html. Hosting answers `/` with a public index.html before any
 * rewrite, and every page is the function's (it serves the shell with the page's own head).
 */
function shellFileName(): Plugin {
  return {
    name: "bookstore:shell-file-name",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (!html) return;
      html.fileName = SHELL_FILE_NAME;
    },
  };
}

/** robots.txt as a file: the Functions emulator would answer the function's with its own 404. */
function robotsFile(): Plugin {
  return {
    name: "bookstore:robots-file",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(robotsOrigin()) });
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    shellFileName(),
    robotsFile(),
    ...lighterFirebase(),
    routeFilesBlock(),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${srcDir}/` },
      { find: /^zod$/, replacement: zodFile },
      { find: /^zod\/mini$/, replacement: zodMiniFile },
      { find: /^csv-parse\/sync$/, replacement: csvParseBrowserFile },
      ...(command === "build" ? reactRouterProductionAliases : []),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev` talks to the same emulators; Hosting's rewrites become Vite proxies.
    proxy: {
      "/api": { target: functionsEmulator, rewrite: (path) => `${apiFunctionPath}${path}` },
      "/covers": { target: functionsEmulator, rewrite: (path) => `${apiFunctionPath}${path}` },
    },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    // dist/.vite/manifest.json: the module graph the bundle budget and `npm run bench` walk.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        manualPureFunctions: PURE_FUNCTIONS,
        // A feature's index.ts only re-exports: importing one name from it must not pull in the
        // rest of the feature (Firestore, reactfire) with their top-level side effects. Nor may a
        // shared module imported for one name keep its schemas.
        moduleSideEffects: sideEffectFree,
      },
      // Everything the entry imports statically ships as one chunk, and what the screens that use
      // the API share as another. Without these groups Rolldown splits each module shared by
      // different sets of routes into its own chunk (see rolldown issue 10731), and the first
      // render would wait for many files, each a request with its own headers.
      output: {
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"] },
            // reactfire's SDK seams and the helper they share ship as one file: each alone is a
            // request of its own for a few hundred bytes.
            {
              name: "reactfire-seams",
              test: /[\\/]src[\\/]lib[\\/](reactfire-\w+|late-bound)\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
