import type { RequestHandler } from "express";
import { FieldValue } from "firebase-admin/firestore";

import { clientRateLimit } from "../http/client-rate-limit.ts";
import { assertStoreOpen } from "../http/store-gate.ts";
import { parseOrThrow } from "../http/validate.ts";
import { db } from "../lib/firebase.ts";
import { runStoreTransaction } from "../orders/run-store-transaction.ts";
import { COLLECTIONS } from "../shared/collections.ts";
import {
  NEWSLETTER_MESSAGES,
  NEWSLETTER_RATE_LIMIT,
  newsletterSignupSchema,
  type NewsletterSignupResult,
  type SubscriberDocument,
} from "../shared/newsletter.ts";

import { subscriberId } from "./subscriber-id.ts";

/** Valid sign-ups per client; invalid ones are refused before they count. */
const limitSignups = clientRateLimit("newsletter", NEWSLETTER_RATE_LIMIT);

/**
 * Creates the subscriber in one transaction that first reads the store's write gate (a closing
 * store refuses with 503) and the subscriber; false when the address is already subscribed.
 */
function addSubscriber(email: string): Promise<boolean> {
  const ref = db.collection(COLLECTIONS.subscribers).doc(subscriberId(email));
  const document: SubscriberDocument<FieldValue> = {
    email,
    createdAt: FieldValue.serverTimestamp(),
  };
  return runStoreTransaction(async (transaction) => {
    await assertStoreOpen(transaction);
    if ((await transaction.get(ref)).exists) return false;
    transaction.create(ref, document);
    return true;
  });
}

/** POST /api/newsletter: 201 for a new address, 200 (and no write) for one already subscribed. */
export const subscribe: RequestHandler = async (req, res) => {
  const { email } = parseOrThrow(newsletterSignupSchema, req.body);
  await limitSignups(req, res);
  const created = await addSubscriber(email);
  const answer: NewsletterSignupResult = {
    message: created ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.alreadySubscribed,
  };
  res.status(created ? 201 : 200).json(answer);
};
