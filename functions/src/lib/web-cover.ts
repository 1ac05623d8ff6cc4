import sharp, { type OutputInfo } from "sharp";

import { COVER_UPLOAD_LIMITS } from "@bookstore/shared/dashboard/admin-api.ts";

/** Below Firestore's 1 MiB document limit, with room for the cover document's other fields. */
export const MAX_STORED_COVER_BYTES = 900 * 1024;

/** Larger pictures are refused before decoding: a small file can declare a huge canvas. */
export const MAX_INPUT_PIXELS = 50_000_000;

/** Tried in turn until the WebP fits MAX_STORED_COVER_BYTES. */
const WEBP_QUALITIES = [80, 65, 50] as const;

export type WebCover =
  { ok: true; webp: Buffer } | { ok: false; reason: "undecodable" | "too-detailed" };

/**
 * Decodes an image, turns it upright, fits it within the cover limits (never enlarging) and
 * encodes it as WebP without any of the original's metadata.
 */
export async function toWebCover(input: Buffer): Promise<WebCover> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    if (width * height > MAX_INPUT_PIXELS) return { ok: false, reason: "too-detailed" };
    decoded = await sharp(input, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: COVER_UPLOAD_LIMITS.maxWidth,
        height: COVER_UPLOAD_LIMITS.maxHeight,
        fit: "inside",
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, reason: "undecodable" };
  }
  const { width, height, channels } = decoded.info;
  for (const quality of WEBP_QUALITIES) {
    const webp = await sharp(decoded.data, { raw: { width, height, channels } })
      .webp({ quality })
      .toBuffer();
    if (webp.length <= MAX_STORED_COVER_BYTES) return { ok: true, webp };
  }
  return { ok: false, reason: "too-detailed" };
}
