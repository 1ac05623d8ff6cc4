import type { User } from "firebase/auth";

/** The header every admin call sends: the signed-in admin's ID token (the API checks claim and age). */
export async function adminAuthorization(user: User): Promise<string> {
  return `Bearer ${await user.getIdToken()}`;
}

/** The headers of an admin API call. */
export async function adminHeaders(user: User): Promise<HeadersInit> {
  return { Authorization: await adminAuthorization(user) };
}
