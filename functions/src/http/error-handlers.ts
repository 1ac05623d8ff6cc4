import type { ErrorRequestHandler, RequestHandler } from "express";
import { logger } from "firebase-functions/v2";

import { MESSAGES } from "../shared/messages.ts";

import { HttpError } from "./http-error.ts";

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: MESSAGES.notFound });
};

export const methodNotAllowed: RequestHandler = (_req, res) => {
  res.status(405).json({ message: MESSAGES.methodNotAllowed });
};

export const handleErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  logger.error("Unhandled API error", error);
  res.status(500).json({ message: MESSAGES.internalError });
};
