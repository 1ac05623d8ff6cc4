import { z } from "zod";

import { HttpError } from "./http-error.ts";

/** Parses untrusted input, turning the first schema issue into a 400 with a readable message. */
export function parseOrThrow<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join(".");
  const detail = issue?.message ?? "Invalid input";
  throw new HttpError(400, field ? `${field}: ${detail}` : detail);
}
