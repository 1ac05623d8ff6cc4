/** The search index's documents (server-only): see docs/search.md. */

/** searchIndex/state: whether a rebuild is due, claimed as stockRollups/<id> claims a roll-up. */
export interface SearchIndexStateDocument<TTimestamp> {
  pending: boolean;
  claimedAt: TTimestamp;
  dueAt: TTimestamp;
  /** When the last rebuild started, and how long it took: the next starts no sooner than that after. */
  startedAt: TTimestamp | null;
  buildMs: number;
  /** Rebuilds run so far: how a burst of edits is seen to cost a bounded number. */
  builds: number;
}

/** Where a snapshot's bytes are: Cloud Storage in production, Firestore chunks locally. */
export type SearchSnapshotPlace = "storage" | "firestore";

/** searchIndex/manifest: the snapshot the API loads. */
export interface SearchIndexManifestDocument<TTimestamp> {
  version: string;
  /** The index's format (INDEX_FORMAT); a snapshot of another is rebuilt, never loaded. */
  format: number;
  /** When the rebuild that made it started reading the catalogue. */
  readAt: TTimestamp;
  books: number;
  /** Gzipped JSON. */
  bytes: number;
  chunks: number;
  place: SearchSnapshotPlace;
}

/** searchIndexChunks/<version>-<n>. */
export interface SearchIndexChunkDocument {
  data: Uint8Array;
}

export const SEARCH_INDEX_DOCS = { state: "state", manifest: "manifest" } as const;
