import { createHash } from "node:crypto";

import type { ImportRow } from "@bookstore/shared/catalogue/catalogue-import.ts";

/**
 * The id an imported book is stored under, made from what identifies it (its ISBN-13, else its
 * title and author), so importing a file again, or finishing an interrupted import, finds the
 * books it already wrote.
 */
export function importedBookId({ isbn, key }: Pick<ImportRow, "isbn" | "key">): string {
  if (isbn) return `isbn-${isbn}`;
  return `ta-${createHash("sha256").update(key).digest("hex").slice(0, 24)}`;
}
