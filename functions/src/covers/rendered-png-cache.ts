import { createHash } from "node:crypto";

/**
 * The PNGs this instance has rendered, least recently used dropped first, within
 * MAX_ENTRIES and MAX_BYTES. A key names the drawn cover and a hash of its SVG, so a cover
 * drawn anew (a changed title, author or category) is rendered anew, and a query string, which
 * the CDN keys apart, costs no second rendering.
 */
const MAX_ENTRIES = 500;
const MAX_BYTES = 32 * 1024 * 1024;

const kept = new Map<string, Buffer>();
const inFlight = new Map<string, Promise<Buffer>>();
let keptBytes = 0;
let renders = 0;

/** The cache key of a drawn cover's current drawing. */
export function renderedPngKey(name: string, svg: Uint8Array): string {
  return `${name}:${createHash("sha256").update(svg).digest("base64url")}`;
}

function keep(key: string, png: Buffer): void {
  if (png.length > MAX_BYTES) return;
  kept.set(key, png);
  keptBytes += png.length;
  for (const [oldest, old] of kept) {
    if (kept.size <= MAX_ENTRIES && keptBytes <= MAX_BYTES) break;
    kept.delete(oldest);
    keptBytes -= old.length;
  }
}

/** The PNG for `key`, rendered by `render` only when this instance has none (or is rendering it). */
export async function renderedPng(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const found = kept.get(key);
  if (found) {
    // Used again: moved to the end, the last to be dropped.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const pending = inFlight.get(key);
  if (pending) return pending;
  renders += 1;
  const rendering = render().finally(() => inFlight.delete(key));
  inFlight.set(key, rendering);
  const png = await rendering;
  keep(key, png);
  return png;
}

/** How many renderings this instance has started: what the tests count. */
export function coverPngRenders(): number {
  return renders;
}
