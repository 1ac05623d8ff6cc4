import { FieldValue } from "firebase-admin/firestore";

import * as API from "@bookstore/shared/newsletter/newsletter-api.ts";
import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

import { route } from "../http/route.ts";
import { subscribersCollection } from "../lib/collections/subscribers.ts";
import { db } from "../lib/firebase.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";
import { storeOrigin } from "../lib/store-origin.ts";
import { subscriberId } from "../lib/subscriber-id.ts";
import { unsubscribeKey } from "../lib/unsubscribe-key.ts";
import { mailDocument } from "../mail/add-mail.ts";
import { newsletterAlreadySubscribedMail } from "../mail/newsletter-already-subscribed-mail.ts";
import { newsletterWelcomeMail } from "../mail/newsletter-welcome-mail.ts";

import { newsletterMailId } from "./newsletter-mail-id.ts";
import { signUnsubscribeToken } from "./unsubscribe-token.ts";

/** Runs a commit of creates; false when one of them found its document there already. */
async function created(commit: Promise<unknown>): Promise<boolean> {
  try {
    await commit;
    return true;
  } catch (error) {
    if (firestoreErrorCode(error) === FIRESTORE_CODES.alreadyExists) return false;
    throw error;
  }
}

/**
 * Puts the address on the list and, unless it had its newsletter mail today, mails it: a welcome
 * when it is new, a note that it is subscribed already when it is not. Every write is a create()
 * of a document named by the address (and, for the mail, the day), so sign-ups of one address at
 * once write one subscriber and one mail between them without a transaction to wait on. A new
 * subscriber and its welcome are one commit, so neither exists without the other. An address that
 * leaves and signs up again the same day is subscribed again without a second mail: its earlier
 * mail's link still works, since the token depends on the address alone.
 */
async function subscribeAddress(email: string, origin: string): Promise<void> {
  const token = signUnsubscribeToken(email, await unsubscribeKey());
  const subscriber = subscribersCollection(db).doc(subscriberId(email));
  const data = { email, createdAt: FieldValue.serverTimestamp() };
  const id = newsletterMailId(email, new Date());
  const welcome = mailDocument(
    { to: email, kind: "newsletter-welcome", message: newsletterWelcomeMail(origin, token) },
    id,
  );
  const batch = db.batch().create(subscriber, data).create(welcome.ref, welcome.data);
  if (await created(batch.commit())) return;
  // The address is on the list, or had its mail today: whichever is missing is written alone.
  if (await created(subscriber.create(data))) return;
  const known = mailDocument(
    {
      to: email,
      kind: "newsletter-already-subscribed",
      message: newsletterAlreadySubscribedMail(origin, token),
    },
    id,
  );
  await created(known.ref.create(known.data));
}

/**
 * POST /api/newsletter: 200 and one answer whether or not the address was on the list, so the
 * form tells no one who is subscribed; the address's owner hears of it by mail, at most once a
 * day.
 */
export const subscribe = route(API.subscribe, async ({ body: { email }, req }) => {
  await subscribeAddress(email, storeOrigin(req));
  return { message: NEWSLETTER_MESSAGES.subscribed };
});
