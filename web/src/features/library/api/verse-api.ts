import { ApiError, apiRequest } from "@/lib/api-client";
import { VERSE_MESSAGES, type Verse, type VerseIndex, type VerseRef } from "@shared/verse.ts";

/** Like apiRequest, logging the status text when the server answers with an error (SPEC section 8). */
async function requestSlok<T>(path: string): Promise<T> {
  try {
    return await apiRequest<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined) {
      console.error(`${VERSE_MESSAGES.logPrefix}${error.statusText}`);
    }
    throw error;
  }
}

export function fetchVerseIndex(): Promise<VerseIndex> {
  return requestSlok<VerseIndex>("/api/slok");
}

export function fetchVerse({ chapter, verse }: VerseRef): Promise<Verse> {
  return requestSlok<Verse>(`/api/slok/${chapter}/${verse}`);
}
