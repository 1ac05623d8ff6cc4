import type { Request } from "express";

/**
 * The request's bytes. Cloud Functions (and its emulator) read the body before express runs
 * and keep the bytes as `rawBody`; a raw body parser leaves them in `body`.
 */
export function requestBytes(req: Request): Buffer {
  const { rawBody } = req as Request & { rawBody?: unknown };
  if (Buffer.isBuffer(rawBody)) return rawBody;
  const body: unknown = req.body;
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}
