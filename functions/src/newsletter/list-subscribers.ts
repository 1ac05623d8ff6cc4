import type { SubscriberEntry } from "@bookstore/shared/newsletter/newsletter-api.ts";
import * as API from "@bookstore/shared/newsletter/newsletter-api.ts";

import { readAdminListPage, sendAdminPage } from "../http/admin-list.ts";
import { route } from "../http/route.ts";
import { subscribersCollection } from "../lib/collections/subscribers.ts";
import { db } from "../lib/firebase.ts";

/** GET /api/newsletter?limit=&after=: the subscribers, newest first. */
export const listSubscribers = route(API.listSubscribers, async ({ query, res }) => {
  const page = await readAdminListPage(subscribersCollection(db), query);
  sendAdminPage(res, API.listSubscribers, page, (doc): SubscriberEntry => {
    const { email, createdAt } = doc.data();
    return { _id: doc.id, email, createdAt: createdAt.toDate().toISOString() };
  });
  return undefined;
});
