import { z } from "zod";

import { HttpError } from "./http-error.ts";

/** The first issue of a failed parse as "field: message" (the message alone at the top level). */
export function firstIssueText(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.join(".");
  const detail = issue?.message ?? "Invalid input";
  return field ? `${field}: ${detail}` : detail;
}

/** Parses untrusted input, turning the first schema issue into a 400 with a readable message. */
export function parseOrThrow<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw new HttpError(400, firstIssueText(result.error));
}
