import { orderFromDocument } from "@bookstore/shared/orders/order.ts";

import {
  ordersCollection,
  placedOrdersCollection,
  type PlacedOrderDocument,
} from "../lib/collections/orders.ts";
import { db } from "../lib/firebase.ts";
import { ownerAddress } from "../lib/owner-address.ts";
import { requestStockRollUpsAfter } from "../lib/stock-rollups.ts";
import { configuredStoreOrigin } from "../lib/store-origin.ts";
import { mailDocument, type OutgoingMail } from "../mail/add-mail.ts";
import { orderConfirmationMail } from "../mail/order-confirmation-mail.ts";
import { ownerNewOrderMail } from "../mail/owner-new-order-mail.ts";

/**
 * What follows an order's commit, from placedOrders/<id> as its trigger's event carries it: the
 * books' stock roll-ups, then the customer's confirmation and the owner's new-order notice,
 * written in the commit that deletes placedOrders/<id>, so a second run writes no second mail.
 * An order that an account deletion anonymised first gets no mail: the deletion anonymises orders
 * before it looks for their mail (docs/privacy.md), and this commit reads the order, so one of
 * the two sees the other.
 */
export async function followUpPlacedOrder(
  orderId: string,
  placed: PlacedOrderDocument,
): Promise<void> {
  const placedRef = placedOrdersCollection(db).doc(orderId);
  // A roll-up already claimed counts these copies too, so asking again is harmless.
  await requestStockRollUpsAfter(placed.bookIds);
  const owner = await ownerAddress(db);
  const orderRef = ordersCollection(db).doc(orderId);
  await db.runTransaction(async (transaction) => {
    const [left, order] = await Promise.all([
      transaction.get(placedRef),
      transaction.get(orderRef),
    ]);
    if (!left.exists) return;
    transaction.delete(placedRef);
    const stored = order.data();
    if (stored === undefined || stored.anonymisedAt !== undefined) return;
    const shown = orderFromDocument(orderId, stored);
    // Both carry the customer's uid, so deleting the account finds them.
    const about = { uid: stored.uid, orderId };
    const mails: OutgoingMail[] = [
      {
        to: stored.email,
        kind: "order-confirmation",
        message: orderConfirmationMail(shown, placed.origin),
        about,
      },
    ];
    if (owner !== null) {
      const message = ownerNewOrderMail(shown, configuredStoreOrigin());
      mails.push({ to: owner, kind: "owner-new-order", message, about });
    }
    for (const mail of mails) {
      const { ref, data } = mailDocument(mail);
      transaction.create(ref, data);
    }
  });
}
