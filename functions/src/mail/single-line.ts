import { LINE_BREAK } from "@bookstore/shared/core/one-line-text.ts";

/** Each run of line breaks, with the spaces around it. */
const LINE_BREAKS = new RegExp(String.raw`\s*${LINE_BREAK.source}\s*`, "gu");

/**
 * The text on one line: each run of line breaks, with the spaces around it, becomes one space.
 * A name, an address line or a title is one line wherever it came from, so a customer cannot
 * add lines or paragraphs of their own to a mail the store sends.
 */
export function singleLine(text: string): string {
  return text.replace(LINE_BREAKS, " ");
}
