import { brotliCompressSync, gzipSync } from "node:zlib";

/** SVG covers are text and halve when compressed; raster covers are compressed already. */
export function isCompressibleCover(contentType: string): boolean {
  return contentType === "image/svg+xml";
}

export type CoverEncoding = "br" | "gzip";

export function encodeCover(data: Buffer, encoding: CoverEncoding): Buffer {
  return encoding === "br" ? brotliCompressSync(data) : gzipSync(data);
}
