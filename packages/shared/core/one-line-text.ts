import { z } from "zod";

/** Field messages follow the field's name ("name: is required"). */
export const ONE_LINE_TEXT_MESSAGES = {
  required: "is required",
  notText: "must be text",
  oneLine: "must be on one line",
  tooLong: (max: number) => `must be at most ${max} characters`,
} as const;

/**
 * Any line break a reader may honour (CR, LF, vertical tab, form feed, NEL and the Unicode line
 * and paragraph separators): mails, packing slips and the dashboard give each field one line.
 */
export const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/u;

/** A trimmed string on one line; missing, blank, not text, too long or broken lines are named. */
export function oneLineText(max: number) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? ONE_LINE_TEXT_MESSAGES.required
          : ONE_LINE_TEXT_MESSAGES.notText,
    })
    .trim()
    .min(1, { error: ONE_LINE_TEXT_MESSAGES.required, abort: true })
    .max(max, { error: ONE_LINE_TEXT_MESSAGES.tooLong(max), abort: true })
    .refine((text) => !LINE_BREAK.test(text), {
      error: ONE_LINE_TEXT_MESSAGES.oneLine,
      abort: true,
    });
}
