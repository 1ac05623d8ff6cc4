import { onDocumentWritten } from "firebase-functions/v2/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { restocked } from "@bookstore/shared/library/stock-alerts.ts";

import { db } from "../lib/firebase.ts";
import { FUNCTION_SETTINGS } from "../lib/function-settings.ts";
import { configuredStoreOrigin } from "../lib/store-origin.ts";

import { sendBookAlerts } from "./send-book-alerts.ts";

interface WrittenStock {
  stock?: unknown;
  title?: unknown;
}

/**
 * Every stock change ends in a write of books/<id> (the roll-up of orders and cancels, an admin's
 * setBookStock, an import: docs/stock.md), so this one trigger sees every restock. A write that
 * takes the stock from 0 to more mails the book's alerts; any other write costs no read.
 */
export const sendStockAlerts = onDocumentWritten(
  {
    ...FUNCTION_SETTINGS.sendStockAlerts,
    document: `${COLLECTIONS.books}/{bookId}`,
    // A retry is safe: each alert's mail and its end commit together, under the alert's own id.
    retry: true,
  },
  async (event) => {
    const before = event.data?.before.data() as WrittenStock | undefined;
    const after = event.data?.after.data() as WrittenStock | undefined;
    if (!restocked(before, after)) return;
    const title = typeof after?.title === "string" ? after.title : "";
    await sendBookAlerts(db, { id: event.params.bookId, title }, configuredStoreOrigin());
  },
);
