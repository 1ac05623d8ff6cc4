import { adminListHandler } from "../http/admin-list.ts";
import { mailCollection } from "../lib/collections/mail.ts";
import { db } from "../lib/firebase.ts";
import * as API from "../shared/api/dashboard.ts";
import { outboxMailFromDocument } from "../shared/mail.ts";

/** GET /api/admin/mail?limit=&after=: the Outbox, every mail the store wrote, newest first. */
export const listMail = adminListHandler(
  API.listMail,
  () => mailCollection(db),
  (doc) => outboxMailFromDocument(doc.id, doc.data()),
);
