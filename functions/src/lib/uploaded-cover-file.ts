import { createHash } from "node:crypto";

/** Uploaded covers are named by their content: the same image is one file, cached for good. */
export const UPLOADED_COVER_FILE = /^[0-9a-f]{32}\.webp$/;

export function uploadedCoverFile(webp: Buffer): string {
  return `${createHash("sha256").update(webp).digest("hex").slice(0, 32)}.webp`;
}
