import type { RequestHandler } from "express";

import { HttpError } from "../http/http-error.ts";
import { MESSAGES } from "../shared/messages.ts";

import { coverStore } from "./cover-store.ts";

const COVER_FILE = /^[a-z0-9][a-z0-9._-]{0,127}$/i;

/** GET /covers/:file */
export const getCover: RequestHandler<{ file: string }> = async (req, res) => {
  const { file } = req.params;
  if (!COVER_FILE.test(file) || file.includes("..")) throw new HttpError(404, MESSAGES.notFound);
  const cover = await coverStore.read(file);
  if (!cover) throw new HttpError(404, MESSAGES.notFound);
  res
    .status(200)
    .set({
      "Content-Type": cover.contentType,
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      "X-Content-Type-Options": "nosniff",
    })
    .send(cover.data);
};
