import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from "firebase-admin/firestore";

import { ACCOUNT_DATA_MESSAGES } from "@bookstore/shared/accounts/account-data.ts";
import { normalizeEmail } from "@bookstore/shared/accounts/email.ts";
import {
  PERSONAL_DATA_COLLECTIONS,
  type PersonalDataCollection,
} from "@bookstore/shared/accounts/personal-data-collections.ts";
import { anonymisedOrderFields } from "@bookstore/shared/orders/order.ts";

import { customersCollection } from "../lib/collections/customers.ts";
import { allHelpfulVotes } from "../lib/collections/helpful-votes.ts";
import { mailCollection } from "../lib/collections/mail.ts";
import { messagesCollection } from "../lib/collections/messages.ts";
import { ordersCollection } from "../lib/collections/orders.ts";
import { reviewModerationCollection } from "../lib/collections/review-moderation.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { savedCollection, savedCountRef } from "../lib/collections/saved.ts";
import { stockAlertsCollection } from "../lib/collections/stock-alerts.ts";
import { subscribersCollection } from "../lib/collections/subscribers.ts";
import { db } from "../lib/firebase.ts";
import { configuredStoreOrigin } from "../lib/store-origin.ts";
import { subscriberId } from "../lib/subscriber-id.ts";
import { redactedOwnerMailFields } from "../mail/owner-new-order-mail.ts";

import type { DataOwner } from "./data-owner.ts";
import { withdrawHelpfulVote } from "./withdraw-helpful-vote.ts";

/** What deleting the account does to one document a source found. */
export type Erasure =
  /** Writes added to a batch shared with other documents'. */
  | { inBatch: (batch: WriteBatch, found: DocumentSnapshot) => void }
  /** A commit of its own, for a change that holds only if another does (a vote and its count). */
  | { alone: (found: DocumentSnapshot) => Promise<void> };

/**
 * One collection that holds something about a customer: how to find their documents, and what
 * deleting the account does to each. The export (get-account-data.ts) and the deletion
 * (delete-account.ts) both walk PERSONAL_DATA_SOURCES, so a feature that stores something new
 * about customers adds one entry here and its documents are exported and erased with the rest.
 */
export interface PersonalDataSource {
  collection: PersonalDataCollection;
  about: string;
  /** The owner's documents (only ones that exist). */
  find(owner: DataOwner): Promise<DocumentSnapshot[]>;
  erase: Erasure;
  /** Erased before the other sources are looked for, as what they find depends on it. */
  erasedFirst?: true;
}

async function existing(refs: readonly DocumentReference[]): Promise<DocumentSnapshot[]> {
  if (refs.length === 0) return [];
  return (await db.getAll(...refs)).filter((snapshot) => snapshot.exists);
}

const remove: Erasure = {
  inBatch: (batch, found) => batch.delete(found.ref),
};

/** The documents found by any of the queries, each once. */
async function union(
  queries: readonly Promise<{ docs: DocumentSnapshot[] }>[],
): Promise<DocumentSnapshot[]> {
  const byPath = new Map<string, DocumentSnapshot>();
  for (const { docs } of await Promise.all(queries)) {
    for (const found of docs) byPath.set(found.ref.path, found);
  }
  return [...byPath.values()];
}

/**
 * The owner's notice of a new order is the store's record that the order came in: it stays, with
 * the customer's details taken out, and without the uid that found it. Every other mail about the
 * customer (to their address, or about their orders) is theirs, and goes.
 */
const eraseMail: Erasure = {
  inBatch: (batch, found) => {
    const kind: unknown = found.get("kind");
    const orderId: unknown = found.get("orderId");
    if (kind !== "owner-new-order") {
      batch.delete(found.ref);
      return;
    }
    const id = typeof orderId === "string" ? orderId : "";
    batch.update(mailCollection(db).doc(found.id), {
      ...redactedOwnerMailFields(id, configuredStoreOrigin(), Timestamp.now()),
      uid: FieldValue.delete(),
    });
  },
};

export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  {
    collection: PERSONAL_DATA_COLLECTIONS.orders,
    about: ACCOUNT_DATA_MESSAGES.ordersAbout,
    find: async ({ uid }) => (await ordersCollection(db).where("uid", "==", uid).get()).docs,
    // Kept for the accounts and the figures; once emptied the uid no longer finds it.
    erase: {
      inBatch: (batch, found) =>
        batch.update(ordersCollection(db).doc(found.id), anonymisedOrderFields(Timestamp.now())),
    },
    // The mail of an order placed just before is written after its commit unless the order is
    // anonymised by then (follow-up-placed-order.ts), so the mail source looks after this one.
    erasedFirst: true,
  },
  {
    collection: PERSONAL_DATA_COLLECTIONS.customers,
    about: ACCOUNT_DATA_MESSAGES.customerAbout,
    find: ({ uid }) => existing([customersCollection(db).doc(uid)]),
    erase: remove,
  },
  {
    collection: PERSONAL_DATA_COLLECTIONS.saved,
    about: ACCOUNT_DATA_MESSAGES.savedAbout,
    // The saves, and the count of them the rules keep beside them.
    find: async ({ uid }) => [
      ...(await savedCollection(db, uid).get()).docs,
      ...(await existing([savedCountRef(db, uid)])),
    ],
    erase: remove,
  },
  {
    collection: PERSONAL_DATA_COLLECTIONS.stockAlerts,
    about: ACCOUNT_DATA_MESSAGES.stockAlertsAbout,
    find: async ({ uid }) => (await stockAlertsCollection(db, uid).get()).docs,
    erase: remove,
  },
  {
    collection: PERSONAL_DATA_COLLECTIONS.subscribers,
    about: ACCOUNT_DATA_MESSAGES.subscriberAbout,
    find: ({ emails }) => {
      const ids = new Set(emails.map((email) => subscriberId(normalizeEmail(email))));
      return existing([...ids].map((id) => subscribersCollection(db).doc(id)));
    },
    erase: remove,
  },
  {
    collection: PERSONAL_DATA_COLLECTIONS.mail,
    about: ACCOUNT_DATA_MESSAGES.mailAbout,
    // Mail to the account's addresses, and mail about its orders wherever it went: the owner's
    // notices, and the customer's own sent to an address the account has since changed.
    find: ({ uid, emails }) =>
      union([
        mailCollection(db).where("uid", "==", uid).get(),
        ...(emails.length === 0 ? [] : [mailCollection(db).where("to", "in", emails).get()]),
      ]),
    // Sent or not: mail still queued is never sent, and what was sent holds the orders' details.
    erase: eraseMail,
  },
  {
    collection: PERSONAL_DATA_COLLECTIONS.messages,
    about: ACCOUNT_DATA_MESSAGES.messagesAbout,
    find: async ({ emails }) =>
      emails.length === 0
        ? []
        : (await messagesCollection(db).where("email", "in", emails).get()).docs,
    erase: remove,
  },
  {
    collection: PERSONAL_DATA_COLLECTIONS.reviews,
    about: ACCOUNT_DATA_MESSAGES.reviewsAbout,
    find: async ({ uid }) => (await reviewsCollection(db).where("uid", "==", uid).get()).docs,
    // Deleted, not anonymised: a review is the customer's own words. Each delete asks for its
    // book's rating roll-up (requestRatingRollUps), so the averages drop them too; the same
    // trigger deletes the votes other customers cast on them.
    erase: remove,
  },
  {
    collection: PERSONAL_DATA_COLLECTIONS.reviewModeration,
    about: ACCOUNT_DATA_MESSAGES.reviewModerationAbout,
    find: async ({ uid }) =>
      (await reviewModerationCollection(db).where("uid", "==", uid).get()).docs,
    // The hold on the account's reviews goes with the account: no review can be written under it.
    erase: remove,
  },
  {
    collection: PERSONAL_DATA_COLLECTIONS.helpfulVotes,
    about: ACCOUNT_DATA_MESSAGES.helpfulVotesAbout,
    find: async ({ uid }) => (await allHelpfulVotes(db).where("uid", "==", uid).get()).docs,
    // The vote goes, and its review's helpfulCount drops by one with it.
    erase: {
      alone: async (found) => {
        const reviewId = found.ref.parent.parent?.id;
        const { updateTime } = found;
        if (reviewId === undefined || updateTime === undefined) return;
        await withdrawHelpfulVote(db, { reviewId, uid: found.id, updateTime });
      },
    },
  },
];
