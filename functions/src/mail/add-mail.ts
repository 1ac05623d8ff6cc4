import { Timestamp, type WriteBatch } from "firebase-admin/firestore";

import { mailCollection } from "../lib/collections/mail.ts";
import { db } from "../lib/firebase.ts";
import type { MailKind, MailMessage } from "../shared/mail.ts";

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  message: MailMessage;
}

/**
 * Adds one mail document to `batch`, so the mail exists exactly when the event it tells of was
 * committed: a batch that fails or is retried leaves no mail behind.
 */
export function addMail(batch: WriteBatch, { to, kind, message }: OutgoingMail): void {
  const { headers, ...content } = message;
  batch.create(mailCollection(db).doc(), {
    to,
    kind,
    message: content,
    ...(headers === undefined ? {} : { headers }),
    createdAt: Timestamp.now(),
  });
}
