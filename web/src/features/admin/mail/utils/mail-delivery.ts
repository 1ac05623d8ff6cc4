import type { OutboxMail } from "@bookstore/shared/dashboard/dashboard-api.ts";

import { ADMIN_TEXT } from "../../shared/utils/admin-messages";

const STATE_LABELS = {
  PENDING: "Waiting to be sent",
  PROCESSING: "Sending",
  RETRY: "Waiting to be sent again",
  SUCCESS: "Sent",
  ERROR: "Could not be sent",
} as const satisfies Record<NonNullable<OutboxMail["delivery"]>["state"], string>;

/** What the Outbox says of a mail's delivery, from the state the Trigger Email extension wrote. */
export function mailDeliveryText({ delivery }: Pick<OutboxMail, "delivery">): string {
  if (delivery === undefined) return ADMIN_TEXT.mailNotSent;
  const label = STATE_LABELS[delivery.state];
  return delivery.error === undefined ? label : `${label}: ${delivery.error}`;
}
