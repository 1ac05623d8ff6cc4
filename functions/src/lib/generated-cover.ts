import type { BookFields } from "@bookstore/shared/books/book.ts";

import { coverSvg } from "./cover-art.ts";
import { coverStore, type CoverStore } from "./cover-store.ts";

/** A book without an uploaded cover gets drawn art under this name, as the seeded books do. */
export function generatedCoverFile(bookId: string): string {
  return `${bookId}.svg`;
}

export function generatedCoverSvg({
  title,
  author,
  category,
}: Pick<BookFields, "title" | "author" | "category">): Buffer {
  return Buffer.from(coverSvg({ title, author, label: category, palette: category }));
}

/** (Re)draws a book's generated cover from its title, author and category. */
export async function writeGeneratedCover(
  bookId: string,
  book: Pick<BookFields, "title" | "author" | "category">,
  store: CoverStore = coverStore,
): Promise<string> {
  const file = generatedCoverFile(bookId);
  await store.write(file, { contentType: "image/svg+xml", data: generatedCoverSvg(book) });
  return file;
}
