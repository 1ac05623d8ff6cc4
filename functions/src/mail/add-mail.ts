import { Timestamp, type DocumentReference, type WriteBatch } from "firebase-admin/firestore";

import type { MailKind, MailMessage } from "@bookstore/shared/mail/mail.ts";

import { mailCollection, type StoredMail } from "../lib/collections/mail.ts";
import { db } from "../lib/firebase.ts";

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  message: MailMessage;
  /** The customer and order an order mail tells of (see MailDocument.uid). */
  about?: { uid: string; orderId: string };
}

/**
 * One mail document and where it goes: under `id` when given, else a new auto id. A writer that
 * could tell its event twice (a retried trigger) names the document, so a second create() of it
 * is refused instead of sending a second mail.
 */
export function mailDocument(
  { to, kind, message, about }: OutgoingMail,
  id?: string,
): { ref: DocumentReference<StoredMail>; data: StoredMail } {
  const { headers, ...content } = message;
  const mail = mailCollection(db);
  return {
    ref: id === undefined ? mail.doc() : mail.doc(id),
    data: {
      to,
      kind,
      message: content,
      ...(headers === undefined ? {} : { headers }),
      ...(about === undefined || about.uid === ""
        ? {}
        : { uid: about.uid, orderId: about.orderId }),
      createdAt: Timestamp.now(),
    },
  };
}

/**
 * Adds one mail document to `batch`, so the mail exists exactly when the event it tells of was
 * committed: a batch that fails or is retried leaves no mail behind.
 */
export function addMail(batch: WriteBatch, mail: OutgoingMail): void {
  const { ref, data } = mailDocument(mail);
  batch.create(ref, data);
}
