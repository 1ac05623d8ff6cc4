import { onDocumentWritten } from "firebase-functions/v2/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";

import { db } from "../lib/firebase.ts";
import { FUNCTION_SETTINGS } from "../lib/function-settings.ts";

import { rollUpBookStock } from "./roll-up-book-stock.ts";

/**
 * A claimed roll-up (stockRollups/<book id> with `pending`, written by requestStockRollUp after
 * orders, cancels and stock changes) runs when due. It fires about twice a second per book at
 * most (the claim, and the roll-up clearing it), however many orders the book takes.
 */
export const rollUpStock = onDocumentWritten(
  { ...FUNCTION_SETTINGS.rollUpStock, document: `${COLLECTIONS.stockRollups}/{bookId}` },
  (event) => rollUpBookStock(db, event.params.bookId),
);
