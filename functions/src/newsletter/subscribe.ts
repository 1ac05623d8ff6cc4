import type { RequestHandler } from "express";
import { FieldValue } from "firebase-admin/firestore";

import { clientRateLimit } from "../http/client-rate-limit.ts";
import { parseOrThrow } from "../http/validate.ts";
import { db } from "../lib/firebase.ts";
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

/** gRPC status ALREADY_EXISTS: what DocumentReference.create() rejects with for an existing id. */
const ALREADY_EXISTS = 6;

function isAlreadyExists(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "code" in error && error.code === ALREADY_EXISTS
  );
}

/** Creates the subscriber in one atomic write; false when the address is already subscribed. */
async function addSubscriber(email: string): Promise<boolean> {
  const document: SubscriberDocument<FieldValue> = {
    email,
    createdAt: FieldValue.serverTimestamp(),
  };
  try {
    await db.collection(COLLECTIONS.subscribers).doc(subscriberId(email)).create(document);
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
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
