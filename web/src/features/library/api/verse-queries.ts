import { queryOptions } from "@tanstack/react-query";

import { ApiError, apiRequest } from "@/lib/api-client";
import { apiReadKey } from "@/lib/api-query";
import { VERSE_MESSAGES, type VerseRef } from "@bookstore/shared/library/verse.ts";
import * as API from "@bookstore/shared/library/verses-api.ts";

/** Runs a verse request, logging the status text when the server answers with an error. */
async function requestSlok<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined) {
      console.error(`${VERSE_MESSAGES.logPrefix}${error.statusText}`);
    }
    throw error;
  }
}

/** GET /api/slok: the verses the store holds. */
export function verseIndexQueryOptions() {
  return queryOptions({
    queryKey: apiReadKey(API.listVerses),
    queryFn: () => requestSlok(() => apiRequest(API.listVerses)),
  });
}

/** GET /api/slok/:chapter/:verse. */
export function verseQueryOptions({ chapter, verse }: VerseRef) {
  const params = { chapter, verse };
  return queryOptions({
    queryKey: apiReadKey(API.getVerse, { params }),
    queryFn: () => requestSlok(() => apiRequest(API.getVerse, { params })),
  });
}
