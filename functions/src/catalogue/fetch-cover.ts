import { sniffImageType } from "../lib/sniff-image-type.ts";
import { toWebCover } from "../lib/web-cover.ts";
import { ADMIN_MESSAGES, COVER_UPLOAD_LIMITS } from "../shared/admin-api.ts";
import { IMPORT_MESSAGES } from "../shared/catalogue-import.ts";

/** A cover URL that answers more slowly is reported as unreachable. */
export const COVER_FETCH_TIMEOUT_MS = 10_000;

export type FetchedCover = { ok: true; webp: Buffer } | { ok: false; message: string };

/** The body, or null once it grows past `maxBytes` (the rest is never read). */
async function readAtMost(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    // Leaving the loop early cancels the download.
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads a cover image and runs it through the upload pipeline: the bytes decide the type,
 * whatever the server's Content-Type says, and the picture is re-encoded as a WebP within
 * COVER_UPLOAD_LIMITS. Every failure is a message for the import report, never an exception.
 */
export async function fetchCover(url: string): Promise<FetchedCover> {
  let bytes: Buffer | null;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(COVER_FETCH_TIMEOUT_MS),
      headers: { Accept: "image/*" },
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return { ok: false, message: IMPORT_MESSAGES.coverStatus(response.status) };
    }
    bytes = await readAtMost(response, COVER_UPLOAD_LIMITS.maxBytes);
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.coverUnreachable };
  }
  if (bytes === null) return { ok: false, message: ADMIN_MESSAGES.coverTooLarge };
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
