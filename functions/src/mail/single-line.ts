/**
 * Line breaks of every kind a mail reader may honour: CR, LF, vertical tab, form feed, NEL and
 * the Unicode line and paragraph separators.
 */
const LINE_BREAKS = /\s*[\n\v\f\r\u0085\u2028\u2029]\s*/gu;

/**
 * The text on one line: each run of line breaks, with the spaces around it, becomes one space.
 * A name, an address line or a title is one line wherever it came from, so a customer cannot
 * add lines or paragraphs of their own to a mail the store sends.
 */
export function singleLine(text: string): string {
  return text.replace(LINE_BREAKS, " ");
}
