import { createHash } from "node:crypto";

import { normalizeEmail } from "@bookstore/shared/accounts/email.ts";

/** The subscriber's document id: one document per address, without the address in the path. */
export function subscriberId(email: string): string {
  return createHash("sha256").update(normalizeEmail(email)).digest("hex");
}
