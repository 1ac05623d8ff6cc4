import { adminListHandler } from "../http/admin-list.ts";
import { messagesCollection } from "../lib/collections/messages.ts";
import { db } from "../lib/firebase.ts";
import type { ContactMessageEntry } from "../shared/admin-api.ts";
import * as API from "../shared/api/contact.ts";

/** GET /api/contact?limit=&after=: the stored contact messages, newest first. */
export const listContactMessages = adminListHandler(
  API.listContactMessages,
  () => messagesCollection(db),
  (doc): ContactMessageEntry => {
    const { name, email, message, createdAt } = doc.data();
    return { _id: doc.id, name, email, message, createdAt: createdAt.toDate().toISOString() };
  },
);
