import type { RequestHandler } from "express";
import { FieldValue } from "firebase-admin/firestore";

import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { subscribersCollection } from "../lib/collections/subscribers.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";
import { subscriberId } from "../lib/subscriber-id.ts";
import { unsubscribeKey } from "../lib/unsubscribe-key.ts";
import { addMail } from "../mail/add-mail.ts";
import { newsletterWelcomeMail } from "../mail/newsletter-welcome-mail.ts";
import { storeOrigin } from "../mail/store-origin.ts";
import * as API from "../shared/api/contract.ts";
import {
  NEWSLETTER_MESSAGES,
  newsletterSignupSchema,
  type NewsletterSignupResult,
} from "../shared/newsletter.ts";

import { signUnsubscribeToken } from "./unsubscribe-token.ts";

/**
 * Creates the subscriber and its welcome mail in one atomic commit; false (and nothing written)
 * when the address is already subscribed.
 */
async function addSubscriber(email: string, origin: string): Promise<boolean> {
  const token = signUnsubscribeToken(email, await unsubscribeKey());
  const batch = db.batch();
  batch.create(subscribersCollection(db).doc(subscriberId(email)), {
    email,
    createdAt: FieldValue.serverTimestamp(),
  });
  addMail(batch, {
    to: email,
    kind: "newsletter-welcome",
    message: newsletterWelcomeMail(origin, token),
  });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    // What create() rejects with for an address already subscribed.
    if (firestoreErrorCode(error) === FIRESTORE_CODES.alreadyExists) return false;
    throw error;
  }
}

/**
 * POST /api/newsletter: 201 for a new address (with a welcome mail), 200 (and no write) for one
 * already subscribed.
 */
export const subscribe: RequestHandler = async (req, res) => {
  const { email } = parseOrThrow(newsletterSignupSchema, req.body);
  const created = await addSubscriber(email, storeOrigin(req));
  const answer: NewsletterSignupResult = {
    message: created ? NEWSLETTER_MESSAGES.subscribed : NEWSLETTER_MESSAGES.alreadySubscribed,
  };
  sendJson(res.status(created ? 201 : 200), API.subscribe, answer);
};
