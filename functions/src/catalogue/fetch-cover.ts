import { IMPORT_MESSAGES } from "@bookstore/shared/catalogue/catalogue-import.ts";
import { ADMIN_MESSAGES, COVER_UPLOAD_LIMITS } from "@bookstore/shared/dashboard/admin-api.ts";

import { guardedFetch } from "../lib/guarded-fetch.ts";
import { sniffImageType } from "../lib/sniff-image-type.ts";
import { toWebCover } from "../lib/web-cover.ts";

/** The whole download, redirects included; a slower one is reported as unavailable. */
export const COVER_FETCH_TIMEOUT_MS = 10_000;

export type FetchedCover = { ok: true; webp: Buffer } | { ok: false; message: string };

/**
 * Downloads a cover image through the guarded fetch (public addresses only) and runs it through
 * the upload pipeline: the bytes decide the type, whatever the server's Content-Type says, and
 * the picture is re-encoded as a WebP within COVER_UPLOAD_LIMITS. Every failure is a message for
 * the import report, never an exception.
 */
export async function fetchCover(url: string): Promise<FetchedCover> {
  const fetched = await guardedFetch(url, {
    accept: "image/*",
    maxBytes: COVER_UPLOAD_LIMITS.maxBytes,
    timeoutMs: COVER_FETCH_TIMEOUT_MS,
  });
  if (!fetched.ok) {
    return {
      ok: false,
      message:
        fetched.reason === "tooLarge"
          ? ADMIN_MESSAGES.coverTooLarge
          : IMPORT_MESSAGES.coverUnavailable,
    };
  }
  const bytes = fetched.body;
  if (bytes.length === 0) return { ok: false, message: ADMIN_MESSAGES.coverEmpty };
  if (sniffImageType(bytes) === null) return { ok: false, message: ADMIN_MESSAGES.coverNotImage };
  const cover = await toWebCover(bytes);
  if (!cover.ok) {
    return {
      ok: false,
      message:
        cover.reason === "undecodable"
          ? ADMIN_MESSAGES.coverNotImage
          : ADMIN_MESSAGES.coverTooDetailed,
    };
  }
  return { ok: true, webp: cover.webp };
}
