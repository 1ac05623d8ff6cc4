import type { User } from "firebase/auth";

/** The Authorization header the orders API checks: the signed-in user's ID token. */
export async function bearerHeader(user: User): Promise<{ Authorization: string }> {
  return { Authorization: `Bearer ${await user.getIdToken()}` };
}
