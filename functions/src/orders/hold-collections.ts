import { Timestamp, type Firestore } from "firebase-admin/firestore";

import { orderFromDocument } from "@bookstore/shared/orders/order.ts";

import { ordersCollection } from "../lib/collections/orders.ts";
import { DomainError } from "../lib/domain-errors.ts";
import { mailDocument } from "../mail/add-mail.ts";
import { collectionReminderMail } from "../mail/collection-reminder-mail.ts";

import { collectBy, holdStep, readyAt } from "./collection-hold.ts";
import { updateOrderStatus } from "./update-order-status.ts";

export interface HoldOutcome {
  /** Orders whose one reminder went out in this run. */
  reminded: number;
  /** Orders cancelled in this run, their copies returned. */
  cancelled: number;
}

/**
 * The reminder, in a transaction that reads the order: the mark and the mail (under an id of
 * the order) commit together, so a second run, or two at once, send no second reminder.
 */
async function remind(
  database: Firestore,
  id: string,
  now: Date,
  holdDays: number,
  origin: string,
): Promise<boolean> {
  const ref = ordersCollection(database).doc(id);
  return database.runTransaction(async (transaction) => {
    const order = (await transaction.get(ref)).data();
    const ready = order ? readyAt(order) : null;
    if (!order || ready === null || holdStep(order, now, holdDays) !== "remind") return false;
    transaction.update(ref, { collectionRemindedAt: Timestamp.fromDate(now) });
    // A customer who deleted their account gets no more mail: the order has no address left.
    if (order.anonymisedAt === undefined && order.email !== "") {
      const mail = mailDocument(
        {
          to: order.email,
          kind: "order-status",
          message: collectionReminderMail(
            orderFromDocument(id, order),
            ready,
            collectBy(ready, holdDays),
            origin,
          ),
          about: { uid: order.uid, orderId: id },
        },
        `collection-reminder-${id}`,
      );
      transaction.create(mail.ref, mail.data);
    }
    return true;
  });
}

/**
 * The daily run over the orders waiting at the counter: each gets its one reminder a day before
 * its hold ends, and once reminded and past the end it is cancelled as every cancel is (copies
 * back to the book they came from, the customer's counters, one mail saying why). The scheduled
 * holdCollectionsDaily function runs it, and `npm run orders:collections` on the emulators.
 * Running it again, or twice at once, reminds and cancels nothing more.
 */
export async function holdCollections(
  database: Firestore,
  now: Date,
  holdDays: number,
  origin: string,
): Promise<HoldOutcome> {
  const waiting = await ordersCollection(database)
    .where("status", "==", "ready-for-collection")
    .get();
  const outcome: HoldOutcome = { reminded: 0, cancelled: 0 };
  for (const doc of waiting.docs) {
    const step = holdStep(doc.data(), now, holdDays);
    if (step === "remind" && (await remind(database, doc.id, now, holdDays, origin))) {
      outcome.reminded += 1;
    }
    if (step === "cancel") {
      try {
        await updateOrderStatus(doc.id, "cancelled", {
          origin,
          allowedFrom: ["ready-for-collection"],
          notCollected: true,
        });
        outcome.cancelled += 1;
      } catch (error) {
        // Collected or cancelled since it was listed (a second run, the counter): nothing owed.
        if (!(error instanceof DomainError)) throw error;
      }
    }
  }
  return outcome;
}
