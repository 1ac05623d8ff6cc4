import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

import { FieldPath, FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";

import { booksCollection, type StoredBook } from "../collections/books.ts";
import {
  searchIndexManifestRef,
  searchIndexStateRef,
  type StoredSearchIndexManifest,
  type StoredSearchIndexState,
} from "../collections/search-index.ts";
import { FIRESTORE_CODES, firestoreErrorCode } from "../firestore-error.ts";

import {
  buildBookIndex,
  INDEX_FORMAT,
  serializeBookIndex,
  type IndexedBook,
} from "./book-index.ts";
import type { SnapshotStore } from "./snapshot-store.ts";

const gzipAsync = promisify(gzip);

/** The least time between two rebuilds: a burst of edits waits this long, then is one rebuild. */
export const MIN_REBUILD_INTERVAL_MS = 2000;
/** A claim older than this belongs to a rebuild that never ran: the next request takes it over. */
const CLAIM_EXPIRES_MS = 120_000;
/** Books read per query while rebuilding, so memory holds one page of documents at a time. */
const BOOKS_PER_READ = 2000;

const INDEXED_FIELDS = [
  "title",
  "author",
  "description",
  "isbn",
  "publishedOn",
  "category",
  "coverImage",
  "newPrice",
  "onSale",
  "sold",
] as const;

const LOST_CLAIM_CODES: ReadonlySet<number | undefined> = new Set([
  FIRESTORE_CODES.failedPrecondition,
  FIRESTORE_CODES.alreadyExists,
]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

function isLiveClaim(state: StoredSearchIndexState | undefined, now: number): boolean {
  return (
    state !== undefined && state.pending && now - state.claimedAt.toMillis() < CLAIM_EXPIRES_MS
  );
}

/**
 * The time from one rebuild's start to the next: at least MIN_REBUILD_INTERVAL_MS, and the last
 * build's time, so rebuilds of a large catalogue run back to back rather than side by side, and a
 * change waits at most about two builds.
 */
export function rebuildInterval(buildMs: number): number {
  return Math.max(MIN_REBUILD_INTERVAL_MS, buildMs);
}

/**
 * Asks for a rebuild of the search index after a change to the catalogue has committed. When
 * one is already claimed this reads one document and returns: that rebuild has not read the
 * catalogue yet (it clears the claim before reading), so it sees the change. Otherwise it claims
 * the next, due an interval after the last, with a compare-and-set (stock roll-ups do the same).
 */
export async function requestSearchRebuild(db: Firestore): Promise<void> {
  const ref = searchIndexStateRef(db);
  const snapshot = await ref.get();
  const state = snapshot.data();
  const now = Date.now();
  if (isLiveClaim(state, now)) return;
  const startedAt = state?.startedAt ?? null;
  const buildMs = state?.buildMs ?? 0;
  const builds = state?.builds ?? 0;
  const dueAt = Math.max(now, (startedAt?.toMillis() ?? 0) + rebuildInterval(buildMs));
  const claim: StoredSearchIndexState = {
    pending: true,
    claimedAt: Timestamp.fromMillis(now),
    dueAt: Timestamp.fromMillis(dueAt),
    startedAt,
    buildMs,
    builds,
  };
  try {
    if (snapshot.exists) await ref.update({ ...claim }, { lastUpdateTime: snapshot.updateTime });
    else await ref.create(claim);
  } catch (error) {
    if (!LOST_CLAIM_CODES.has(firestoreErrorCode(error))) throw error;
  }
}

/** Fields whose change alters what a search finds or shows; sales alone wait for the next rebuild. */
const SEARCH_CHANGING_FIELDS = INDEXED_FIELDS.filter((field) => field !== "sold");

/** Whether a write to a book changes the search: a create, a delete, or an indexed field. */
export function changesSearch(
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>> | undefined,
): boolean {
  if (!before || !after) return before !== after;
  return SEARCH_CHANGING_FIELDS.some((field) => before[field] !== after[field]);
}

/** requestSearchRebuild after a write that stands: a failure is logged, never thrown. */
export async function requestSearchRebuildAfterWrite(db: Firestore): Promise<void> {
  try {
    await requestSearchRebuild(db);
  } catch (error) {
    logger.error("search rebuild request failed", error);
  }
}

/** Every book's indexed fields, read a page at a time in id order. */
export async function readIndexedBooks(db: Firestore): Promise<IndexedBook[]> {
  const books: IndexedBook[] = [];
  let after: string | undefined;
  for (;;) {
    let query = booksCollection(db)
      .orderBy(FieldPath.documentId())
      .select(...INDEXED_FIELDS)
      .limit(BOOKS_PER_READ);
    if (after !== undefined) query = query.startAfter(after);
    const page = await query.get();
    for (const doc of page.docs) {
      // select() drops the converter's type; these are the books collection's fields.
      // A book an admin's client just wrote may not have its sales until completeBookWrites runs.
      const data = doc.data() as Omit<Pick<StoredBook, (typeof INDEXED_FIELDS)[number]>, "sold"> & {
        sold?: number;
      };
      books.push({
        id: doc.id,
        title: data.title,
        author: data.author,
        description: data.description,
        isbn: data.isbn ?? "",
        publishedOn: data.publishedOn ?? "",
        category: data.category,
        coverImage: data.coverImage,
        newPrice: data.newPrice,
        onSale: data.onSale,
        sold: data.sold ?? 0,
      });
    }
    if (page.size < BOOKS_PER_READ) return books;
    after = page.docs[page.docs.length - 1]?.id;
  }
}

/** Builds the index from the whole catalogue and stores it as a new snapshot; answers its manifest. */
export async function writeSearchSnapshot(
  db: Firestore,
  store: SnapshotStore,
): Promise<StoredSearchIndexManifest> {
  const readAt = Timestamp.now();
  const books = await readIndexedBooks(db);
  const data = await gzipAsync(serializeBookIndex(buildBookIndex(books)));
  const version = `${readAt.toMillis()}-${randomUUID().slice(0, 8)}`;
  const chunks = await store.write(version, data);
  const manifest: StoredSearchIndexManifest = {
    version,
    format: INDEX_FORMAT,
    readAt,
    books: books.length,
    bytes: data.length,
    chunks,
    place: store.place,
  };
  const manifestRef = searchIndexManifestRef(db);
  // A slower rebuild that read the catalogue earlier never replaces a newer snapshot.
  const replaced = await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(manifestRef)).data();
    if (current && current.readAt.toMillis() > readAt.toMillis()) return manifest;
    transaction.set(manifestRef, manifest);
    return current;
  });
  if (replaced && replaced.place === store.place) {
    await store.remove(replaced.version, replaced.chunks);
  }
  return manifest;
}

/**
 * Runs the claimed rebuild when it is due: clears the claim, then reads the catalogue, so a
 * change committed before the clear is in this snapshot and one after it claims the next.
 * No claim (this rebuild's own writes, or an event delivered twice) does nothing.
 */
export async function rebuildSearchIndex(db: Firestore, store: SnapshotStore): Promise<void> {
  const stateRef = searchIndexStateRef(db);
  const claimed = (await stateRef.get()).data();
  if (!claimed?.pending) return;
  await sleep(claimed.dueAt.toMillis() - Date.now());
  const cleared = await db.runTransaction(async (transaction) => {
    const state = (await transaction.get(stateRef)).data();
    if (!state?.pending) return false;
    transaction.update(stateRef, {
      pending: false,
      startedAt: Timestamp.now(),
      builds: FieldValue.increment(1),
    });
    return true;
  });
  if (!cleared) return;
  const started = Date.now();
  const manifest = await writeSearchSnapshot(db, store);
  const buildMs = Date.now() - started;
  await stateRef.update({ buildMs });
  logger.info("search index rebuilt", { books: manifest.books, bytes: manifest.bytes, buildMs });
}
