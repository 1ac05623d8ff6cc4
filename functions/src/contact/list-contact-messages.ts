import type { RequestHandler } from "express";
import type { Timestamp } from "firebase-admin/firestore";
import { z } from "zod";

import { pageQueryShape, sendPage } from "../http/pagination.ts";
import { requireAdminSession } from "../http/require-admin-session.ts";
import { parseOrThrow } from "../http/validate.ts";
import { db } from "../lib/firebase.ts";
import { typedConverter } from "../lib/typed-converter.ts";
import type { ContactMessageEntry } from "../shared/admin-api.ts";
import { COLLECTIONS } from "../shared/collections.ts";
import type { ContactMessageDocument } from "../shared/contact.ts";

const messagesCollection = db
  .collection(COLLECTIONS.messages)
  .withConverter(typedConverter<ContactMessageDocument<Timestamp>>());

const listQuerySchema = z.strictObject(pageQueryShape);

/** GET /api/contact?limit=&after=: the stored contact messages, newest first. */
export const listContactMessages: RequestHandler = async (req, res) => {
  await requireAdminSession(req);
  const { limit, after } = parseOrThrow(listQuerySchema, req.query);
  await sendPage(res, {
    collection: messagesCollection,
    query: messagesCollection.orderBy("createdAt", "desc"),
    limit,
    after,
    toItem: (doc): ContactMessageEntry => {
      const { name, email, message, createdAt } = doc.data();
      return { _id: doc.id, name, email, message, createdAt: createdAt.toDate().toISOString() };
    },
  });
};
