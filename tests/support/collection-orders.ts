import type { Order } from "@bookstore/shared/orders/order.ts";

import { api, type ErrorBody } from "./admin-session.ts";
import { mailTo } from "./mail.ts";

/** The admin's status change of an order, as the dashboard sends it. */
export function changeStatus(adminToken: string, id: string, status: string) {
  return api<Order & ErrorBody>(`/api/orders/${id}/status`, {
    method: "PATCH",
    token: adminToken,
    json: { status },
  });
}

/** The counter's check of a collection code. */
export function collect(adminToken: string, id: string, code: string) {
  return api<Order & ErrorBody>(`/api/orders/${id}/collect`, {
    method: "POST",
    token: adminToken,
    json: { code },
  });
}

/**
 * The code in the one "ready for collection" mail sent to `email` (about `orderId`, when given):
 * the store keeps only its digest, so the mail is where a test, like the customer, reads it.
 */
export async function mailedCode(email: string, orderId?: string): Promise<string> {
  const ready = (await mailTo(email, "order-status")).filter(
    (mail) =>
      (orderId === undefined || mail.orderId === orderId) &&
      mail.message.subject === "Your order is ready for collection",
  );
  if (ready.length !== 1) throw new Error(`${String(ready.length)} ready mails, not 1`);
  const code = /collection code is (\d{6})/.exec(ready[0]?.message.text ?? "")?.[1];
  if (code === undefined) throw new Error("no code in the mail");
  return code;
}
