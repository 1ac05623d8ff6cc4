import type { RequestHandler } from "express";
import type { Timestamp } from "firebase-admin/firestore";
import { z } from "zod";

import { pageQueryShape, sendPage } from "../http/pagination.ts";
import { requireAdminSession } from "../http/require-admin-session.ts";
import { parseOrThrow } from "../http/validate.ts";
import { db } from "../lib/firebase.ts";
import { typedConverter } from "../lib/typed-converter.ts";
import type { SubscriberEntry } from "../shared/admin-api.ts";
import { COLLECTIONS } from "../shared/collections.ts";
import type { SubscriberDocument } from "../shared/newsletter.ts";

const subscribersCollection = db
  .collection(COLLECTIONS.subscribers)
  .withConverter(typedConverter<SubscriberDocument<Timestamp>>());

const listQuerySchema = z.strictObject(pageQueryShape);

/** GET /api/newsletter?limit=&after=: the subscribers, newest first. */
export const listSubscribers: RequestHandler = async (req, res) => {
  await requireAdminSession(req);
  const { limit, after } = parseOrThrow(listQuerySchema, req.query);
  await sendPage(res, {
    collection: subscribersCollection,
    query: subscribersCollection.orderBy("createdAt", "desc"),
    limit,
    after,
    toItem: (doc): SubscriberEntry => {
      const { email, createdAt } = doc.data();
      return { _id: doc.id, email, createdAt: createdAt.toDate().toISOString() };
    },
  });
};
