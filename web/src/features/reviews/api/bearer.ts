import type { User } from "firebase/auth";

/** The Authorization header of a customer's review call: their ID token. */
export async function bearerHeader(user: User): Promise<{ Authorization: string }> {
  return { Authorization: `Bearer ${await user.getIdToken()}` };
}
