// @ts-check
/**
 * What `npm run deploy` checks before it builds anything, as pure functions of what it read.
 * Every problem says what is wrong and what to do about it.
 */

/** The web app's settings a production build cannot do without (Project settings > Your apps). */
export const REQUIRED_WEB_SETTINGS = [
  "VITE_FIREBASE_API_KEY",
  "VITE_FIREBASE_AUTH_DOMAIN",
  "VITE_FIREBASE_PROJECT_ID",
  "VITE_FIREBASE_STORAGE_BUCKET",
  "VITE_FIREBASE_APP_ID",
];

/** Google Cloud project ids: 6 to 30 lower-case letters, digits and hyphens, from a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/**
 * `KEY=value` lines as Vite reads them; comments and blank lines are skipped, quotes removed.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseEnvFile(text) {
  /** @type {Record<string, string>} */
  const settings = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith("#")) continue;
    const [, key = "", raw = ""] = match;
    settings[key] = raw.replace(/^(['"])(.*)\1$/, "$2");
  }
  return settings;
}

/**
 * @param {string | undefined} projectId
 * @returns {string[]}
 */
export function projectProblems(projectId) {
  if (projectId === undefined || projectId === "") {
    return ["No project: run `npm run deploy -- --project <your-project-id>`."];
  }
  if (projectId.startsWith("demo-")) {
    return [
      `"${projectId}" is an emulator-only project (ids that start with demo- never exist in the cloud): pass your real project id.`,
    ];
  }
  if (!PROJECT_ID.test(projectId)) {
    return [
      `"${projectId}" is not a Google Cloud project id (6–30 lower-case letters, digits and hyphens): copy it from the Firebase console's Project settings.`,
    ];
  }
  return [];
}

/**
 * @param {Record<string, string> | null} settings web/.env.production, or null when missing
 * @param {string} envFile the file's path, for the messages
 * @param {string | undefined} projectId
 * @returns {string[]}
 */
export function webSettingsProblems(settings, envFile, projectId) {
  if (settings === null) {
    return [
      `${envFile} is missing: copy web/.env.production.example to it and fill in your web app's config (Firebase console > Project settings > Your apps).`,
    ];
  }
  const problems = REQUIRED_WEB_SETTINGS.filter((key) => (settings[key] ?? "") === "").map(
    (key) => `${envFile} has no value for ${key}: copy it from your web app's config.`,
  );
  if ((settings.VITE_USE_EMULATORS ?? "false") !== "false") {
    problems.push(`${envFile} sets VITE_USE_EMULATORS: a deployed store must not use emulators.`);
  }
  const configured = settings.VITE_FIREBASE_PROJECT_ID;
  if (configured && projectId && configured !== projectId) {
    problems.push(
      `${envFile} is for project "${configured}", not "${projectId}": deploy to "${configured}" or use that project's config.`,
    );
  }
  return problems;
}

/**
 * "20.19.1" -> [20, 19, 1].
 * @param {string} version
 */
function versionParts(version) {
  return version
    .replace(/^v/, "")
    .split(".")
    .map((part) => Number.parseInt(part, 10) || 0);
}

/**
 * True when `version` is at least `minimum` (both dotted numbers).
 * @param {string} version
 * @param {string} minimum
 */
export function isAtLeast(version, minimum) {
  const have = versionParts(version);
  const need = versionParts(minimum);
  for (let i = 0; i < Math.max(have.length, need.length); i += 1) {
    const difference = (have[i] ?? 0) - (need[i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/**
 * @param {{ local: string, engines: string, runtime: string }} node this Node's version, the
 *   package's `engines.node` (">=x.y") and firebase.json's functions runtime ("nodejs22")
 * @returns {string[]}
 */
export function nodeProblems({ local, engines, runtime }) {
  const minimum = /^>=\s*([\d.]+)$/.exec(engines.trim())?.[1];
  if (minimum === undefined) return [`engines.node "${engines}" is not of the form ">=x.y".`];
  const problems = [];
  if (!isAtLeast(local, minimum)) {
    problems.push(`Node ${local} is too old to build the store: install Node ${minimum} or later.`);
  }
  const runtimeMajor = /^nodejs(\d+)$/.exec(runtime)?.[1];
  if (runtimeMajor === undefined || !isAtLeast(`${runtimeMajor}.99`, minimum)) {
    problems.push(
      `firebase.json's functions runtime "${runtime}" does not satisfy engines.node "${engines}": set it to a nodejs version Cloud Functions supports (nodejs22).`,
    );
  }
  return problems;
}

/** Addresses only an emulator build holds. */
const EMULATOR_MARKS = [
  { label: "127.0.0.1", pattern: /127\.0\.0\.1/ },
  { label: "localhost:<port>", pattern: /\blocalhost:\d+/ },
  { label: "demo-bookstore", pattern: /\bdemo-bookstore\b/ },
  { label: "demo-api-key", pattern: /\bdemo-api-key\b/ },
  { label: "VITE_FIRESTORE_EMULATOR_HOST", pattern: /VITE_FIRESTORE_EMULATOR_HOST/ },
];

/**
 * @param {{ name: string, text: string }[]} files the bundle's .js, .html, .css and .json files
 * @returns {string[]}
 */
export function bundleProblems(files) {
  return files.flatMap(({ name, text }) => {
    const found = EMULATOR_MARKS.find((mark) => mark.pattern.test(text));
    return found === undefined
      ? []
      : [`${name} holds an emulator address (${found.label}): it is not a production build.`];
  });
}

/**
 * The production settings every deployed function must state (functions/src/lib/function-settings.ts),
 * as firebase-functions records them on each function's `__endpoint`.
 */
export const REQUIRED_FUNCTION_SETTINGS = [
  { field: "cpu", setting: "cpu" },
  { field: "availableMemoryMb", setting: "memory" },
  { field: "concurrency", setting: "concurrency" },
  { field: "minInstances", setting: "minInstances" },
  { field: "maxInstances", setting: "maxInstances" },
  { field: "timeoutSeconds", setting: "timeoutSeconds" },
];

/**
 * @param {Record<string, unknown>} exported the functions' entry point's exports
 * @returns {string[]}
 */
export function functionSettingsProblems(exported) {
  return Object.entries(exported).flatMap(([name, value]) => {
    const endpoint =
      typeof value === "function" && "__endpoint" in value
        ? /** @type {Record<string, unknown>} */ (value.__endpoint)
        : undefined;
    if (endpoint === undefined) return [];
    // An unset option is absent, or a ResetValue object standing for the platform's default.
    return REQUIRED_FUNCTION_SETTINGS.filter(
      ({ field }) => !["number", "string"].includes(typeof endpoint[field]),
    ).map(
      ({ setting }) =>
        `Function "${name}" has no ${setting} setting: give it one in functions/src/lib/function-settings.ts.`,
    );
  });
}

/**
 * The function serves pages built from the shell in its upload; Hosting serves the assets the
 * shell names. Two different builds would send pages that load scripts Hosting does not have.
 * @param {string | null} functionsShell the shell in the functions' upload, null when missing
 * @param {string | null} hostingShell the shell in Hosting's public folder, null when missing
 * @returns {string[]}
 */
export function shellProblems(functionsShell, hostingShell) {
  if (hostingShell === null) {
    return ["web/dist-production/shell.html is missing: the production build did not finish."];
  }
  if (functionsShell === null) {
    return [
      "functions/lib/site/shell.html is missing: run `npm run deploy`, which copies the production shell into the functions' upload.",
    ];
  }
  if (functionsShell !== hostingShell) {
    return [
      "functions/lib/site/shell.html differs from web/dist-production/shell.html: the pages would name assets Hosting does not serve. Run `npm run deploy`, which builds both from one build.",
    ];
  }
  return [];
}
