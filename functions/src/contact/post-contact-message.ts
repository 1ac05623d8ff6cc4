import type { RequestHandler } from "express";
import { FieldValue } from "firebase-admin/firestore";

import { clientRateLimit } from "../http/client-rate-limit.ts";
import { assertStoreOpen } from "../http/store-gate.ts";
import { parseOrThrow } from "../http/validate.ts";
import { db } from "../lib/firebase.ts";
import { runStoreTransaction } from "../orders/run-store-transaction.ts";
import { COLLECTIONS } from "../shared/collections.ts";
import {
  CONTACT_MESSAGES,
  CONTACT_RATE_LIMIT,
  contactMessageSchema,
  type ContactMessageDocument,
  type ContactReceived,
} from "../shared/contact.ts";

/** Valid messages per client; invalid ones are refused before they count. */
const limitMessages = clientRateLimit("contact", CONTACT_RATE_LIMIT);

/**
 * POST /api/contact: stores the message (unless the store is closing: 503); a ticked honeypot
 * gets the same answer and is dropped.
 */
export const postContactMessage: RequestHandler = async (req, res) => {
  const { botcheck, ...fields } = parseOrThrow(contactMessageSchema, req.body);
  await limitMessages(req, res);
  if (!botcheck) {
    const document: ContactMessageDocument<FieldValue> = {
      ...fields,
      createdAt: FieldValue.serverTimestamp(),
    };
    const ref = db.collection(COLLECTIONS.messages).doc();
    await runStoreTransaction(async (transaction) => {
      await assertStoreOpen(transaction);
      transaction.create(ref, document);
    });
  }
  const answer: ContactReceived = { message: CONTACT_MESSAGES.received };
  res.status(201).json(answer);
};
