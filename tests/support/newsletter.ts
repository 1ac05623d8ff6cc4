import { api } from "./admin-session.ts";
import { STORE_URL } from "./store.ts";

/** Signs up as the store's page does: its origin is where the mail's links point. */
export async function subscribe(email: string) {
  return api<{ message: string }>("/api/newsletter", {
    method: "POST",
    json: { email },
    headers: { Origin: STORE_URL },
  });
}
