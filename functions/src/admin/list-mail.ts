import * as API from "@bookstore/shared/dashboard/dashboard-api.ts";
import { outboxMailFromDocument } from "@bookstore/shared/mail/mail.ts";

import { readAdminListPage, sendAdminPage } from "../http/admin-list.ts";
import { route } from "../http/route.ts";
import { mailCollection } from "../lib/collections/mail.ts";
import { db } from "../lib/firebase.ts";

/** GET /api/admin/mail?limit=&after=: the Outbox, every mail the store wrote, newest first. */
export const listMail = route(API.listMail, async ({ query, res }) => {
  const page = await readAdminListPage(mailCollection(db), query);
  sendAdminPage(res, API.listMail, page, (doc) => outboxMailFromDocument(doc.id, doc.data()));
  return undefined;
});
