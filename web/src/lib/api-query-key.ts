/**
 * The query key of a GET of the store's API: its address (path and query), the key the page's
 * data block files each answer under too, so the server's answer and the app's are one entry.
 */
export function apiQueryKey(path: string) {
  return ["api", path] as const;
}

export type ApiQueryKey = ReturnType<typeof apiQueryKey>;
