import { createHash } from "node:crypto";

import { subscriberId } from "../lib/subscriber-id.ts";

/**
 * The id of the one newsletter mail an address may get on a day (UTC): a welcome, or a note that
 * it was already subscribed. A second sign-up that day finds it and writes none, so the form
 * cannot be used to flood an address. Hashed, so the address is not in the path.
 */
export function newsletterMailId(email: string, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  const digest = createHash("sha256")
    .update(`${subscriberId(email)}:${day}`)
    .digest("hex");
  return `newsletter-${digest}`;
}
