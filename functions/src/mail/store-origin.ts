import type { Request } from "express";

const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?$/;
const EMULATOR_HOSTING_ORIGIN = "http://127.0.0.1:5000";

/**
 * The address links in mail start with. A deployed store uses STORE_ORIGIN (functions/.env),
 * or else the project's default Hosting site, and never anything a request says: a forged
 * header must not put a foreign link into mail the store sends. On the emulator the page's own
 * loopback origin is used, so links work whichever ports the emulators run on.
 */
export function storeOrigin(req: Request, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.STORE_ORIGIN?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  if (env.FUNCTIONS_EMULATOR === "true") {
    const origin = req.get("origin") ?? "";
    return LOOPBACK_ORIGIN.test(origin) ? origin : EMULATOR_HOSTING_ORIGIN;
  }
  return `https://${env.GCLOUD_PROJECT ?? ""}.web.app`;
}
