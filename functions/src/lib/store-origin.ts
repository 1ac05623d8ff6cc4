import type { Request } from "express";

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/;
const EMULATOR_HOSTING_HOST = "127.0.0.1";
const EMULATOR_HOSTING_PORT = 5000;

/**
 * The Hosting emulator's own origin: firebase.json's port, shifted by the suite's
 * BOOKSTORE_EMULATOR_PORT_OFFSET, which the Functions emulator inherits from the scripts.
 */
function emulatorHostingOrigin(env: NodeJS.ProcessEnv): string {
  const offset = Number(env.BOOKSTORE_EMULATOR_PORT_OFFSET ?? "0");
  const port = EMULATOR_HOSTING_PORT + (Number.isInteger(offset) ? offset : 0);
  return `http://${EMULATOR_HOSTING_HOST}:${port}`;
}

/**
 * The store's address as configured: STORE_ORIGIN (functions/.env), else the project's default
 * Hosting site, else on the emulator the Hosting emulator's address. It never reads a request,
 * so no header a caller forges can put a foreign address into a page or a mail.
 */
export function configuredStoreOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.STORE_ORIGIN?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  if (env.FUNCTIONS_EMULATOR === "true") return emulatorHostingOrigin(env);
  return `https://${env.GCLOUD_PROJECT ?? ""}.web.app`;
}

/**
 * The address links in mail start with: the configured origin. On the emulator the page's own
 * loopback origin is used, so links work whichever ports the emulators run on.
 */
export function storeOrigin(req: Request, env: NodeJS.ProcessEnv = process.env): string {
  if (!env.STORE_ORIGIN?.trim() && env.FUNCTIONS_EMULATOR === "true") {
    const origin = req.get("origin") ?? "";
    if (LOOPBACK_ORIGIN.test(origin)) return origin;
  }
  return configuredStoreOrigin(env);
}
