import type { ErrorRequestHandler, RequestHandler } from "express";
import { logger } from "firebase-functions/v2";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { DomainError, LimitReached, type DomainErrorKind } from "../lib/domain-errors.ts";
import { isStoreContention } from "../lib/store-writes.ts";

import { HttpError } from "./http-error.ts";

/** The status each kind of data-layer failure is answered with; the message is the error's. */
/** Seconds a caller waits before retrying a write that lost to concurrent ones. */
const BUSY_RETRY_AFTER_SECONDS = 1;

const DOMAIN_STATUS: Readonly<Record<DomainErrorKind, number>> = {
  "not-found": 404,
  conflict: 409,
  invalid: 400,
  busy: 503,
  limited: 429,
};

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: MESSAGES.notFound });
};

export const methodNotAllowed: RequestHandler = (_req, res) => {
  res.status(405).json({ message: MESSAGES.methodNotAllowed });
};

/** express.json() rejects unreadable bodies with a typed 4xx error; say what was wrong. */
function bodyParserError(error: unknown): HttpError | null {
  if (typeof error !== "object" || error === null || !("type" in error)) return null;
  switch (error.type) {
    case "entity.parse.failed":
      return new HttpError(400, "The request body is not valid JSON.");
    case "entity.too.large":
      return new HttpError(413, "The request body is too large.");
    case "charset.unsupported":
    case "encoding.unsupported":
      return new HttpError(415, MESSAGES.bodyNotUtf8);
    default:
      return null;
  }
}

export const handleErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds !== undefined) {
      res.set("Retry-After", String(error.retryAfterSeconds));
    }
    res.status(error.status).json({ message: error.message });
    return;
  }
  if (error instanceof DomainError) {
    if (error.kind === "busy") res.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
    if (error instanceof LimitReached) res.set("Retry-After", String(error.retryAfterSeconds));
    res.status(DOMAIN_STATUS[error.kind]).json({ message: error.message });
    return;
  }
  // The router could not percent-decode a path parameter: the address itself is malformed.
  if (error instanceof URIError) {
    res.status(400).json({ message: MESSAGES.malformedAddress });
    return;
  }
  const bodyError = bodyParserError(error);
  if (bodyError) {
    res.status(bodyError.status).json({ message: bodyError.message });
    return;
  }
  // A read that met a busy backend outside the transaction helpers: the caller may retry.
  if (isStoreContention(error)) {
    logger.warn("Firestore was busy", error);
    res.set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
    res.status(503).json({ message: MESSAGES.storeBusy });
    return;
  }
  logger.error("Unhandled API error", error);
  res.status(500).json({ message: MESSAGES.internalError });
};
