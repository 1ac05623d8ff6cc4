import { STORE_URL } from "../../scripts/lib/paths.mjs";

/**
 * The store as the browser sees it: the Hosting emulator, which rewrites /api/** to the function
 * (on ports shifted by BOOKSTORE_EMULATOR_PORT_OFFSET when that is set).
 */
export { STORE_URL };

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function requestJson<T = unknown>(
  path: string,
  init?: RequestInit,
): Promise<JsonResponse<T>> {
  const response = await fetch(`${STORE_URL}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) as T };
}
