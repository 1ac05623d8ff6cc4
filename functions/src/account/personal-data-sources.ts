import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type WriteBatch,
} from "firebase-admin/firestore";

import { customersCollection } from "../lib/collections/customers.ts";
import { allHelpfulVotes } from "../lib/collections/helpful-votes.ts";
import { mailCollection } from "../lib/collections/mail.ts";
import { messagesCollection } from "../lib/collections/messages.ts";
import { ordersCollection } from "../lib/collections/orders.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { savedCollection } from "../lib/collections/saved.ts";
import { stockAlertsCollection } from "../lib/collections/stock-alerts.ts";
import { subscribersCollection } from "../lib/collections/subscribers.ts";
import { db } from "../lib/firebase.ts";
import { subscriberId } from "../lib/subscriber-id.ts";
import { ACCOUNT_DATA_MESSAGES } from "../shared/account-data.ts";
import { normalizeEmail } from "../shared/newsletter.ts";
import { anonymisedOrderFields } from "../shared/order.ts";
import {
  PERSONAL_DATA_COLLECTIONS,
  type PersonalDataCollection,
} from "../shared/personal-data-collections.ts";

import type { DataOwner } from "./data-owner.ts";

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
  /** Adds to `batch` what deleting the account does to one of them. */
  erase(batch: WriteBatch, ref: DocumentReference): void;
}

async function existing(refs: readonly DocumentReference[]): Promise<DocumentSnapshot[]> {
  if (refs.length === 0) return [];
  return (await db.getAll(...refs)).filter((snapshot) => snapshot.exists);
}

function remove(batch: WriteBatch, ref: DocumentReference): void {
  batch.delete(ref);
}

export const PERSONAL_DATA_SOURCES: readonly PersonalDataSource[] = [
  {
    collection: PERSONAL_DATA_COLLECTIONS.orders,
    about: ACCOUNT_DATA_MESSAGES.ordersAbout,
    find: async ({ uid }) => (await ordersCollection(db).where("uid", "==", uid).get()).docs,
    // Kept for the accounts and the figures; once emptied the uid no longer finds it.
    erase: (batch, ref) => batch.update(ref, anonymisedOrderFields(Timestamp.now())),
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
    find: async ({ uid }) => (await savedCollection(db, uid).get()).docs,
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
    find: async ({ emails }) =>
      emails.length === 0 ? [] : (await mailCollection(db).where("to", "in", emails).get()).docs,
    // Sent or not: mail still queued is never sent, and what was sent holds the orders' details.
    erase: remove,
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
    collection: PERSONAL_DATA_COLLECTIONS.helpfulVotes,
    about: ACCOUNT_DATA_MESSAGES.helpfulVotesAbout,
    find: async ({ uid }) => (await allHelpfulVotes(db).where("uid", "==", uid).get()).docs,
    // The vote goes; the review's helpfulCount keeps it, a number with no name in it. Taking it
    // off would need a transaction per review inside the deletion's batches, and a count one
    // higher than the votes stored changes nothing a shopper can do (the account is gone).
    erase: remove,
  },
];
