import type { User } from "firebase/auth";

import { apiResponse } from "@/lib/api-client";

export { NEXT_CURSOR_HEADER } from "@shared/admin-api.ts";

/** The header every admin call sends: the signed-in admin's ID token (the API checks claim and age). */
export async function adminAuthorization(user: User): Promise<string> {
  return `Bearer ${await user.getIdToken()}`;
}

/** An admin API call; gives the parsed body and the headers (e.g. X-Next-Cursor). */
export async function adminResponse(
  user: User,
  path: string,
  init: RequestInit = {},
): Promise<{ body: unknown; headers: Headers }> {
  const headers = new Headers(init.headers);
  headers.set("Authorization", await adminAuthorization(user));
  return apiResponse(path, { ...init, headers });
}

export async function adminRequest<T>(
  user: User,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  const { body } = await adminResponse(user, path, init);
  return body as T;
}

/** One page of a listing, newest first; `nextCursor` is where the next page starts. */
export interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
}

/** The query string of a paged listing. */
export function pageQuery(
  limit: number,
  after: string | undefined,
  extra: Record<string, string | undefined> = {},
): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (after !== undefined) query.set("after", after);
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined && value !== "") query.set(key, value);
  }
  return query.toString();
}
