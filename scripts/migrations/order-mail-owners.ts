import { Timestamp } from "firebase-admin/firestore";

import type { MailKind } from "@bookstore/shared/mail/mail.ts";

import { mailCollection } from "../../functions/src/lib/collections/mail.ts";
import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";
import { configuredStoreOrigin } from "../../functions/src/lib/store-origin.ts";
import { redactedOwnerMailFields } from "../../functions/src/mail/owner-new-order-mail.ts";

import { documentMigration } from "./document-migration.ts";

/** Where each kind of order mail names its order: the notice's first line, or the order's link. */
const ORDER_ID_IN_TEXT: Partial<Record<MailKind, RegExp>> = {
  "owner-new-order": / placed order ([A-Za-z0-9_-]+)\.$/gm,
  "order-confirmation": /\/orders\/([A-Za-z0-9_-]+)$/gm,
  "order-status": /\/orders\/([A-Za-z0-9_-]+)$/gm,
};

/** The order a mail written before mail carried `orderId` tells of, read from its text. */
export function orderIdInMail(kind: MailKind, text: string): string | undefined {
  const pattern = ORDER_ID_IN_TEXT[kind];
  return pattern === undefined ? undefined : [...text.matchAll(pattern)].at(-1)?.[1];
}

/**
 * Order mail written before it carried the customer's uid gets it, and the order's id, so that
 * deleting the account finds it (docs/privacy.md). Mail about an order whose customer has
 * deleted their account already is done as that deletion does now: the owner's notice is
 * redacted, the customer's own mail deleted.
 */
export const orderMailOwners = documentMigration({
  id: "0012-order-mail-owners",
  description:
    "Order mail gets the customer's uid and the order's id, so account deletion finds it.",
  noun: "mail documents",
  collection: mailCollection,
  async plan(db, reader, { ref, data }) {
    if (data.uid !== undefined || data.redactedAt !== undefined) return null;
    const orderId = orderIdInMail(data.kind, data.message.text);
    if (orderId === undefined) return null;
    const [order] = await reader.getAll([ordersCollection(db).doc(orderId)]);
    const stored = order?.data();
    if (stored === undefined) return null;
    const { uid } = stored;
    if (uid !== "") return (transaction) => transaction.update(ref, { uid, orderId });
    if (data.kind !== "owner-new-order") return (transaction) => transaction.delete(ref);
    const redacted = redactedOwnerMailFields(orderId, configuredStoreOrigin(), Timestamp.now());
    return (transaction) => transaction.update(ref, redacted);
  },
});
