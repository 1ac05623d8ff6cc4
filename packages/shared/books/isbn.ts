/** ISBNs: one book has one identity whether it is typed as an ISBN-10 or ISBN-13, with or without hyphens. */

export const ISBN_MESSAGE = "must be an ISBN-10 or ISBN-13 with a valid check digit";

/** The digits' values, an ISBN-10's final X counting 10. */
function digitValues(digits: string): number[] {
  return Array.from({ length: digits.length }, (_, index) =>
    digits.charAt(index) === "X" ? 10 : Number(digits.charAt(index)),
  );
}

function isbn13CheckDigit(first12: string): number {
  const sum = digitValues(first12).reduce(
    (total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/** An ISBN-13 from its first 12 digits: the check digit added. */
export function completeIsbn13(first12: string): string {
  return `${first12}${isbn13CheckDigit(first12)}`;
}

/**
 * The ISBN-13 an ISBN-10 or ISBN-13 stands for (hyphens and spaces ignored), or null when it is
 * not one or its check digit is wrong: the same book has one identity in either form.
 */
export function normalizeIsbn(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, "").toUpperCase();
  if (/^\d{13}$/.test(compact)) {
    return isbn13CheckDigit(compact.slice(0, 12)) === Number(compact[12]) ? compact : null;
  }
  if (/^\d{9}[\dX]$/.test(compact)) {
    const sum = digitValues(compact).reduce(
      (total, digit, index) => total + digit * (10 - index),
      0,
    );
    if (sum % 11 !== 0) return null;
    const first12 = `978${compact.slice(0, 9)}`;
    return `${first12}${isbn13CheckDigit(first12)}`;
  }
  return null;
}

/** The ISBN-10 an ISBN-13 of the 978 range was before 2007, or null for a 979 one. */
export function isbn10Of(isbn13: string): string | null {
  if (!/^978\d{10}$/.test(isbn13)) return null;
  const first9 = isbn13.slice(3, 12);
  const sum = digitValues(first9).reduce((total, digit, index) => total + digit * (10 - index), 0);
  const check = (11 - (sum % 11)) % 11;
  return `${first9}${check === 10 ? "X" : String(check)}`;
}
