import { FieldValue } from "firebase-admin/firestore";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import * as API from "@bookstore/shared/library/stock-alerts-api.ts";
import { STOCK_ALERT_MESSAGES } from "@bookstore/shared/library/stock-alerts.ts";

import { verifiedCaller } from "../http/caller.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, route } from "../http/route.ts";
import { booksCollection } from "../lib/collections/books.ts";
import { stockAlertsCollection } from "../lib/collections/stock-alerts.ts";
import { db } from "../lib/firebase.ts";

/**
 * Stores the alert if the book is out of stock, in a transaction that reads the book: a restock
 * either commits first (and the customer is told to order) or after the alert, when the trigger
 * it fires finds the alert. True when a new alert was stored.
 */
async function storeAlert(uid: string, email: string, bookId: string): Promise<boolean> {
  const bookRef = booksCollection(db).doc(bookId);
  const alertRef = stockAlertsCollection(db, uid).doc(bookId);
  return db.runTransaction(async (transaction) => {
    const [book, alert] = await Promise.all([transaction.get(bookRef), transaction.get(alertRef)]);
    const data = book.data();
    if (data === undefined) throw new HttpError(404, MESSAGES.bookNotFound);
    if (data.stock !== 0) throw new HttpError(409, STOCK_ALERT_MESSAGES.bookInStock);
    if (alert.exists) return false;
    transaction.create(alertRef, {
      bookId,
      title: data.title,
      email,
      createdAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

/**
 * POST /api/stock-alerts {bookId}: the signed-in customer, whose address is verified, asks to be
 * mailed when the out-of-stock book has copies again. 201 for a new alert, 200 when they already
 * had one; 401 signed out, 403 unverified (or an admin session), 400 a bad id, 404 an unknown
 * book, 409 a book in stock. A refusal writes nothing.
 */
export const subscribeStockAlert = route(
  API.subscribeStockAlert,
  async ({ body: { bookId }, res }) => {
    const caller = verifiedCaller(res);
    const created = await storeAlert(caller.uid, caller.verifiedEmail, bookId);
    return answer(API.subscribeStockAlert, created ? 201 : 200, {
      message: created ? STOCK_ALERT_MESSAGES.subscribed : STOCK_ALERT_MESSAGES.alreadySubscribed,
    });
  },
);
