import type { Request, RequestHandler } from "express";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { HttpError } from "../http/http-error.ts";
import { coverStore } from "../lib/cover-store.ts";
import { NotFound } from "../lib/domain-errors.ts";
import { UPLOADED_COVER_FILE } from "../lib/uploaded-cover-file.ts";

import { encodeCover, isCompressibleCover, type CoverEncoding } from "./cover-encoding.ts";

const COVER_FILE = /^[a-z0-9][a-z0-9._-]{0,127}$/i;

/** An uploaded cover's name is its content's hash, so it never changes; drawn covers may. */
export function coverCacheControl(file: string): string {
  return UPLOADED_COVER_FILE.test(file)
    ? "public, max-age=31536000, immutable"
    : "public, max-age=300, stale-while-revalidate=86400";
}

/**
 * A cover is an image, never a document: an SVG opened on its own may run no script, load
 * nothing, not be framed and apply no inline style. The drawn covers (lib/cover-art.ts) style
 * themselves with presentation attributes (`fill`, `font-family`…), which no policy governs, and
 * uploads are stored as WebP, so no cover needs `style-src`. Shown by an `<img>`, an SVG runs in
 * the image mode, where this header plays no part. Hosting leaves /covers to these headers
 * (firebase.json).
 */
const COVER_SECURITY_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; sandbox; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
} as const;

/** Every answer under /covers, a missing cover's 404 too. */
export const coverSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.set(COVER_SECURITY_HEADERS);
  next();
};

/** Brotli when accepted (browsers list gzip first, with the same weight), else gzip. */
function preferredEncoding(req: Request): CoverEncoding | false {
  if (req.acceptsEncodings("br") === "br") return "br";
  return req.acceptsEncodings("gzip") === "gzip" ? "gzip" : false;
}

/** GET /covers/:file */
export const getCover: RequestHandler<{ file: string }> = async (req, res) => {
  const { file } = req.params;
  if (!COVER_FILE.test(file) || file.includes("..")) throw new HttpError(404, MESSAGES.notFound);
  const cover = await coverStore.read(file);
  if (!cover) throw new NotFound(MESSAGES.notFound);
  // The Hosting emulator compresses its own files but passes a function's answer through as it
  // is, so SVG covers are compressed here for clients that accept it.
  const encoding = isCompressibleCover(cover.contentType) && preferredEncoding(req);
  res
    .status(200)
    .vary("Accept-Encoding")
    .set({
      "Content-Type": cover.contentType,
      "Cache-Control": coverCacheControl(file),
    });
  if (encoding) {
    res.set("Content-Encoding", encoding).send(encodeCover(cover.data, encoding));
  } else {
    res.send(cover.data);
  }
};
