import { ApiError, apiRequest } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";
import { VERSE_MESSAGES, type Verse, type VerseIndex, type VerseRef } from "@shared/verse.ts";

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

export function fetchVerseIndex(): Promise<VerseIndex> {
  return requestSlok(() => apiRequest(API.listVerses));
}

export function fetchVerse({ chapter, verse }: VerseRef): Promise<Verse> {
  return requestSlok(() => apiRequest(API.getVerse, { params: { chapter, verse } }));
}
