import { paths } from "@/config/paths";

/** The guard's `from` location, passed along between /login and /register. */
export interface FromState {
  from?: { pathname: string; search: string; hash: string };
}

const NO_RETURN: readonly string[] = [paths.login, paths.register];

/** A path on this site: one leading slash, not followed by another (or a backslash). */
const SITE_PATH = /^\/(?![/\\])/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The guard's `from` out of a location state of unknown shape. */
export function fromState(state: unknown): FromState {
  if (!isRecord(state) || !isRecord(state.from)) return {};
  const { pathname, search, hash } = state.from;
  if (typeof pathname !== "string") return {};
  return { from: { pathname, search: text(search), hash: text(hash) } };
}

/**
 * Where to go after signing in: the page the guard sent the visitor from, else the home page.
 * Only paths of this site are followed.
 */
export function returnPath(state: unknown): string {
  const { from } = fromState(state);
  if (!from) return paths.home;
  const { pathname, search, hash } = from;
  if (!SITE_PATH.test(pathname) || NO_RETURN.includes(pathname)) {
    return paths.home;
  }
  return `${pathname}${search}${hash}`;
}

/** The e-mail address /register hands to /login after a sign-up. */
export function emailFromState(state: unknown): string {
  return isRecord(state) ? text(state.email) : "";
}
