/**
 * An ISBN as typed (with hyphens or spaces) in its bare form, or null when it is not a valid
 * ISBN-10 or ISBN-13 (wrong length or check digit): the lookup then asks nobody.
 */
export function normalizeIsbn(typed: string): string | null {
  const isbn = typed.replace(/[\s-]/g, "").toUpperCase();
  if (/^\d{9}[\dX]$/.test(isbn)) {
    const sum = Array.from(isbn).reduce(
      (total, character, index) =>
        total + (character === "X" ? 10 : Number(character)) * (10 - index),
      0,
    );
    return sum % 11 === 0 ? isbn : null;
  }
  if (/^\d{13}$/.test(isbn)) {
    const sum = Array.from(isbn).reduce(
      (total, character, index) => total + Number(character) * (index % 2 === 0 ? 1 : 3),
      0,
    );
    return sum % 10 === 0 ? isbn : null;
  }
  return null;
}
