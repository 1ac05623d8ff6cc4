import { createHash } from "node:crypto";

import type { Timestamp } from "firebase-admin/firestore";

/**
 * The id of the one mail an alert sends. It names the alert (customer, book and the moment it was
 * made), so a retried or repeated trigger meets the same document and sends nothing more; an alert
 * made again after its mail is a new alert, with a mail of its own. Hashed, so no uid or book id
 * can make another alert's id by sharing a separator.
 */
export function alertMailId(uid: string, bookId: string, createdAt: Timestamp): string {
  const name = JSON.stringify([uid, bookId, createdAt.seconds, createdAt.nanoseconds]);
  return `back-in-stock-${createHash("sha256").update(name).digest("hex")}`;
}
