import type { Firestore } from "firebase-admin/firestore";

import { FIRESTORE_CODES, firestoreErrorCode } from "../lib/firestore-error.ts";
import { ownerAddress } from "../lib/owner-address.ts";
import { configuredStoreOrigin } from "../lib/store-origin.ts";
import { mailDocument } from "../mail/add-mail.ts";
import { ownerDailySummaryMail } from "../mail/owner-daily-summary-mail.ts";

import { readDailySummary } from "./read-daily-summary.ts";

export type SummaryOutcome = "sent" | "already sent" | "no owner address";

/**
 * Mails the owner the 24 hours up to `until`. The mail's id names the day, so a retried or
 * repeated run on one day sends it once.
 */
export async function sendDailySummary(
  db: Firestore,
  until: Date,
  origin = configuredStoreOrigin(),
): Promise<SummaryOutcome> {
  const owner = await ownerAddress(db);
  if (owner === null) return "no owner address";
  const summary = await readDailySummary(db, until);
  const message = ownerDailySummaryMail(summary, origin);
  const day = until.toISOString().slice(0, 10);
  const mail = mailDocument(
    { to: owner, kind: "owner-daily-summary", message },
    `owner-daily-summary-${day}`,
  );
  try {
    await mail.ref.create(mail.data);
    return "sent";
  } catch (error) {
    if (firestoreErrorCode(error) === FIRESTORE_CODES.alreadyExists) return "already sent";
    throw error;
  }
}
