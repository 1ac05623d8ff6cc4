import { z } from "zod";

/** The messages and the bound of one required text field of a form. */
export interface TextFieldRules {
  required: string;
  notText: string;
  max: number;
  tooLong: string;
}

/** A trimmed, required string: missing or blank gives `required`; the first failed rule wins. */
export function requiredText({ required, notText, max, tooLong }: TextFieldRules) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : notText) })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong, abort: true });
}
