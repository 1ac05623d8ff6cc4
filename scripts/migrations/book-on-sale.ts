import { isOnSale } from "@bookstore/shared/books/book.ts";

import { documentMigration } from "./document-migration.ts";
import { legacyBooksCollection } from "./legacy-book.ts";

export const bookOnSale = documentMigration({
  id: "0002-book-on-sale",
  description: "Books get `onSale` as the store derives it from their prices (isOnSale).",
  noun: "books",
  collection: legacyBooksCollection,
  plan(_db, _reader, document) {
    const onSale = isOnSale(document.data);
    if (document.data.onSale === onSale) return Promise.resolve(null);
    return Promise.resolve((transaction) => transaction.update(document.ref, { onSale }));
  },
});
