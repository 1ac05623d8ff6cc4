import type { RequestHandler } from "express";
import sharp from "sharp";

import { MESSAGES, tooManyRequestsMessage } from "@bookstore/shared/core/messages.ts";
import { COVER_PNG_LIMIT } from "@bookstore/shared/site/site-route-limits.ts";

import { minutesLeft, retryAfterSeconds } from "../http/fixed-window.ts";
import { HttpError } from "../http/http-error.ts";
import { instanceClientLimit } from "../http/instance-client-limit.ts";
import { coverStore } from "../lib/cover-store.ts";
import { NotFound } from "../lib/domain-errors.ts";

import { renderedPng, renderedPngKey } from "./rendered-png-cache.ts";

/** A drawn cover's name without `.svg`, as the store makes them from book ids. */
const DRAWN_COVER_NAME = /^[a-z0-9][a-z0-9._-]{0,123}$/i;

/** Wide enough for a share card; the drawn art is vector, so any width is sharp. */
const PNG_WIDTH = 600;

/** Drawn covers change with their book's title, author and category, so they are not kept long. */
const PNG_CACHE_CONTROL = "public, max-age=3600, s-maxage=86400";

const limited = instanceClientLimit(COVER_PNG_LIMIT);

/**
 * GET /covers/png/:file, `<name>.png`: the drawn cover `<name>.svg` rendered as PNG, for the
 * pages' social cards and search results, which show no SVG. sharp (libvips with librsvg, already
 * the cover pipeline's decoder) renders it; the SVG is the store's own drawing. A client has
 * COVER_PNG_LIMIT requests a window in each instance, and a drawing is rendered once per instance
 * (rendered-png-cache.ts): a request costs one read of the SVG.
 */
export const getCoverPng: RequestHandler<{ file: string }> = async (req, res) => {
  const retryAfterMs = limited(req);
  if (retryAfterMs !== undefined) {
    res.set("Cache-Control", "no-store");
    throw new HttpError(
      429,
      tooManyRequestsMessage(minutesLeft(retryAfterMs)),
      retryAfterSeconds(retryAfterMs),
    );
  }
  const name = req.params.file.replace(/\.png$/, "");
  if (name === req.params.file || !DRAWN_COVER_NAME.test(name) || name.includes("..")) {
    throw new HttpError(404, MESSAGES.notFound);
  }
  const cover = await coverStore.read(`${name}.svg`);
  if (!cover || cover.contentType !== "image/svg+xml") throw new NotFound(MESSAGES.notFound);
  const png = await renderedPng(renderedPngKey(name, cover.data), () =>
    sharp(cover.data).resize({ width: PNG_WIDTH }).png().toBuffer(),
  );
  res
    .status(200)
    .set({ "Content-Type": "image/png", "Cache-Control": PNG_CACHE_CONTROL })
    .send(png);
};
