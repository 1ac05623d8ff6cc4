import { z } from "zod";

export const BODY_NOT_OBJECT_MESSAGE = "The request body must be a JSON object.";

/** A JSON object with exactly these fields; an unknown field is named in the error. */
export function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? undefined : BODY_NOT_OBJECT_MESSAGE),
  });
}
