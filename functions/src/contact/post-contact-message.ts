import { FieldValue } from "firebase-admin/firestore";

import * as API from "@bookstore/shared/contact/contact-api.ts";
import { CONTACT_MESSAGES } from "@bookstore/shared/contact/contact.ts";

import { answer, route } from "../http/route.ts";
import { messagesCollection } from "../lib/collections/messages.ts";
import { db } from "../lib/firebase.ts";

/** POST /api/contact: stores the message; a ticked honeypot gets the same answer and is dropped. */
export const postContactMessage = route(API.postContactMessage, async ({ body }) => {
  const { botcheck, ...fields } = body;
  if (!botcheck) {
    await messagesCollection(db).add({ ...fields, createdAt: FieldValue.serverTimestamp() });
  }
  return answer(API.postContactMessage, 201, { message: CONTACT_MESSAGES.received });
});
