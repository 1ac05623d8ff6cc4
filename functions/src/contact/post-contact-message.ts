import type { RequestHandler } from "express";
import { FieldValue } from "firebase-admin/firestore";

import { parseOrThrow } from "../http/validate.ts";
import { db } from "../lib/firebase.ts";
import { COLLECTIONS } from "../shared/collections.ts";
import {
  CONTACT_MESSAGES,
  contactMessageSchema,
  type ContactMessageDocument,
  type ContactReceived,
} from "../shared/contact.ts";

/** POST /api/contact: stores the message; a ticked honeypot gets the same answer and is dropped. */
export const postContactMessage: RequestHandler = async (req, res) => {
  const { botcheck, ...fields } = parseOrThrow(contactMessageSchema, req.body);
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
