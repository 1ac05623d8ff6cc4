import type {
  CollectionReference,
  DocumentReference,
  Firestore,
  Timestamp,
} from "firebase-admin/firestore";

import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { typedConverter } from "@bookstore/shared/core/typed-converter.ts";
import {
  SEARCH_INDEX_DOCS,
  type SearchIndexChunkDocument,
  type SearchIndexManifestDocument,
  type SearchIndexStateDocument,
} from "@bookstore/shared/search/search-index.ts";

export type StoredSearchIndexState = SearchIndexStateDocument<Timestamp>;
export type StoredSearchIndexManifest = SearchIndexManifestDocument<Timestamp>;

/** searchIndex/state: when the next rebuild is due. */
export function searchIndexStateRef(db: Firestore): DocumentReference<StoredSearchIndexState> {
  return db
    .collection(COLLECTIONS.searchIndex)
    .doc(SEARCH_INDEX_DOCS.state)
    .withConverter(typedConverter<StoredSearchIndexState>());
}

/** searchIndex/manifest: the snapshot instances load. */
export function searchIndexManifestRef(
  db: Firestore,
): DocumentReference<StoredSearchIndexManifest> {
  return db
    .collection(COLLECTIONS.searchIndex)
    .doc(SEARCH_INDEX_DOCS.manifest)
    .withConverter(typedConverter<StoredSearchIndexManifest>());
}

/** searchIndexChunks/<version>-<n>: a snapshot's bytes, for the local suite. */
export function searchIndexChunksCollection(
  db: Firestore,
): CollectionReference<SearchIndexChunkDocument> {
  return db
    .collection(COLLECTIONS.searchIndexChunks)
    .withConverter(typedConverter<SearchIndexChunkDocument>());
}
