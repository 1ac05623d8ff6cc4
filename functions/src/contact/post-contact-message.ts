import type { RequestHandler } from "express";
import { FieldValue } from "firebase-admin/firestore";

import { sendJson } from "../http/send-json.ts";
import { parseOrThrow } from "../http/validate.ts";
import { messagesCollection } from "../lib/collections/messages.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/contact.ts";
import { CONTACT_MESSAGES, contactMessageSchema, type ContactReceived } from "../shared/contact.ts";

/** POST /api/contact: stores the message; a ticked honeypot gets the same answer and is dropped. */
export const postContactMessage: RequestHandler = async (req, res) => {
  const { botcheck, ...fields } = parseOrThrow(contactMessageSchema, req.body);
  if (!botcheck) {
    await messagesCollection(db).add({ ...fields, createdAt: FieldValue.serverTimestamp() });
  }
  const answer: ContactReceived = { message: CONTACT_MESSAGES.received };
  sendJson(res.status(201), API.postContactMessage, answer);
};
