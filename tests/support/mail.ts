import type { MailKind } from "@bookstore/shared/mail/mail.ts";

import { mailCollection, type StoredMail } from "../../functions/src/lib/collections/mail.ts";

import { adminDb } from "./admin-session.ts";

/** The mail documents addressed to `to` (of one kind, if given), oldest first. */
export async function mailTo(to: string, kind?: MailKind): Promise<StoredMail[]> {
  const snapshot = await mailCollection(adminDb).where("to", "==", to).get();
  return snapshot.docs
    .map((doc) => doc.data())
    .filter((mail) => kind === undefined || mail.kind === kind)
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}

/** Removes the mail a test file sent, so the Outbox does not fill up with test runs. */
export async function deleteMailTo(to: string): Promise<void> {
  const snapshot = await mailCollection(adminDb).where("to", "==", to).get();
  await Promise.all(snapshot.docs.map((doc) => doc.ref.delete()));
}
