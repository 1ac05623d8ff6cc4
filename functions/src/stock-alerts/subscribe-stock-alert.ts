import { FieldValue } from "firebase-admin/firestore";

import { isForthcoming } from "@bookstore/shared/books/publication.ts";
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
 * Stores the alert if the book is out of stock or forthcoming, in a transaction that reads the
 * book: a restock either commits first (and the customer is told to order) or after the alert,
 * when the trigger it fires finds the alert. A forthcoming book's alert keeps its publication
 * day and waits for the release on that day. Says whether a new alert was stored, and whether
 * it waits for publication.
 */
async function storeAlert(
  uid: string,
  email: string,
  bookId: string,
): Promise<{ created: boolean; forthcoming: boolean }> {
  const bookRef = booksCollection(db).doc(bookId);
  const alertRef = stockAlertsCollection(db, uid).doc(bookId);
  return db.runTransaction(async (transaction) => {
    const [book, alert] = await Promise.all([transaction.get(bookRef), transaction.get(alertRef)]);
    const data = book.data();
    if (data === undefined) throw new HttpError(404, MESSAGES.bookNotFound);
    const forthcoming = isForthcoming(data);
    if (!forthcoming && data.stock !== 0) {
      throw new HttpError(409, STOCK_ALERT_MESSAGES.bookInStock);
    }
    if (alert.exists) return { created: false, forthcoming };
    transaction.create(alertRef, {
      bookId,
      title: data.title,
      email,
      createdAt: FieldValue.serverTimestamp(),
      ...(forthcoming ? { publishesOn: data.publishedOn } : {}),
    });
    return { created: true, forthcoming };
  });
}

/** What the customer is told, by whether the alert is new and what it waits for. */
const TOLD = {
  back: {
    created: STOCK_ALERT_MESSAGES.subscribed,
    existing: STOCK_ALERT_MESSAGES.alreadySubscribed,
  },
  out: {
    created: STOCK_ALERT_MESSAGES.subscribedForthcoming,
    existing: STOCK_ALERT_MESSAGES.alreadySubscribedForthcoming,
  },
} as const;

/**
 * POST /api/stock-alerts {bookId}: the signed-in customer, whose address is verified, asks to be
 * mailed when the out-of-stock book has copies again, or when the forthcoming book is out. 201
 * for a new alert, 200 when they already had one; 401 signed out, 403 unverified (or an admin
 * session), 400 a bad id, 404 an unknown book, 409 a book in stock and out. A refusal writes
 * nothing.
 */
export const subscribeStockAlert = route(
  API.subscribeStockAlert,
  async ({ body: { bookId }, res }) => {
    const caller = verifiedCaller(res);
    const { created, forthcoming } = await storeAlert(caller.uid, caller.verifiedEmail, bookId);
    const told = TOLD[forthcoming ? "out" : "back"];
    return answer(API.subscribeStockAlert, created ? 201 : 200, {
      message: created ? told.created : told.existing,
    });
  },
);
