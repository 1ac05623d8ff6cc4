/**
 * CSV files the store writes are opened in spreadsheets, which run a cell that begins with `=`,
 * `+`, `-` or `@` (or a tab or carriage return before one) as a formula: a customer's name or a
 * book's title could then fetch an address or run a command on the owner's machine (OWASP's "CSV
 * injection"). Such a cell is written with a leading apostrophe, which spreadsheets show as text
 * and hide. The store's numbers are never negative, so no number is ever changed.
 *
 * A cell that already begins with an apostrophe before one of those characters gets one more, so
 * `restoreCell` gives back exactly what `neutraliseCell` was given, whatever it was: the
 * catalogue import restores every CSV cell, and a catalogue export imports unchanged.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEUTRALISED_START = /^'+[=+\-@\t\r]/;

export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) || NEUTRALISED_START.test(text) ? `'${text}` : text;
}

/** The cell `neutraliseCell` was given: one leading apostrophe before a formula start removed. */
export function restoreCell(text: string): string {
  return NEUTRALISED_START.test(text) ? text.slice(1) : text;
}
