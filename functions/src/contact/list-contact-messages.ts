import * as API from "@bookstore/shared/contact/contact-api.ts";
import type { ContactMessageEntry } from "@bookstore/shared/contact/contact-api.ts";

import { readAdminListPage, sendAdminPage } from "../http/admin-list.ts";
import { route } from "../http/route.ts";
import { messagesCollection } from "../lib/collections/messages.ts";
import { db } from "../lib/firebase.ts";

/** GET /api/contact?limit=&after=: the stored contact messages, newest first. */
export const listContactMessages = route(API.listContactMessages, async ({ query, res }) => {
  const page = await readAdminListPage(messagesCollection(db), query);
  sendAdminPage(res, API.listContactMessages, page, (doc): ContactMessageEntry => {
    const { name, email, message, createdAt } = doc.data();
    return { _id: doc.id, name, email, message, createdAt: createdAt.toDate().toISOString() };
  });
  return undefined;
});
