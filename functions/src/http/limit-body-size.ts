import type { RequestHandler } from "express";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { HttpError } from "./http-error.ts";
import { requestBytes } from "./request-bytes.ts";

/** JSON bodies; cover uploads have their own limit (COVER_UPLOAD_LIMITS). */
export const API_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * 413 for a body over `maxBytes`. The Functions runtime has already read the body (it accepts
 * up to 32 MB), so express.json's own limit never applies there.
 */
export function limitBodySize(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const declared = Number(req.get("Content-Length") ?? 0);
    if (declared > maxBytes || requestBytes(req).length > maxBytes) {
      throw new HttpError(413, MESSAGES.bodyTooLarge);
    }
    next();
  };
}
