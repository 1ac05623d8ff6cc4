import type { RequestHandler } from "express";
import { FieldValue } from "firebase-admin/firestore";

import { clientRateLimit } from "../http/client-rate-limit.ts";
import { parseOrThrow } from "../http/validate.ts";
import { db } from "../lib/firebase.ts";
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

/** POST /api/contact: stores the message; a ticked honeypot gets the same answer and is dropped. */
export const postContactMessage: RequestHandler = async (req, res) => {
  const { botcheck, ...fields } = parseOrThrow(contactMessageSchema, req.body);
  await limitMessages(req, res);
  if (!botcheck) {
    const document: ContactMessageDocument<FieldValue> = {
      ...fields,
      createdAt: FieldValue.serverTimestamp(),
    };
    await db.collection(COLLECTIONS.messages).add(document);
  }
  const answer: ContactReceived = { message: CONTACT_MESSAGES.received };
  res.status(201).json(answer);
};
