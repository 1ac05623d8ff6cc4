import { z } from "zod/mini";

/**
 * Pieces of the response schemas several domains share: dates, counts, an empty body, a file.
 */

export const isoDate = z.string();

export const wholeNumber = /* @__PURE__ */ z.int().check(z.minimum(0));

export const countingNumber = /* @__PURE__ */ z.int().check(z.minimum(1));

/** A 204's empty body. */
export const noContentSchema = z.undefined();

/** A file the endpoint streams as text (a CSV download), not JSON: its body is the text. */
export const csvFileSchema = z.string();
