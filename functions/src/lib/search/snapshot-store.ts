import type { Firestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";

import type {
  SearchIndexChunkDocument,
  SearchSnapshotPlace,
} from "@bookstore/shared/search/search-index.ts";

import { searchIndexChunksCollection } from "../collections/search-index.ts";

/** Where search snapshots (gzipped index JSON) are kept, by version. */
export interface SnapshotStore {
  place: SearchSnapshotPlace;
  /** Stores the bytes; answers how many pieces they took (1 for one object). */
  write(version: string, data: Buffer): Promise<number>;
  read(version: string, chunks: number): Promise<Buffer>;
  /** Removes a snapshot; one that is not there is no error. */
  remove(version: string, chunks: number): Promise<void>;
}

/** Under Firestore's 1 MiB document limit, with room for the field name and the id. */
export const CHUNK_BYTES = 1_000_000;

function chunkId(version: string, index: number): string {
  return `${version}-${String(index).padStart(3, "0")}`;
}

/**
 * Snapshot bytes in Firestore documents of at most CHUNK_BYTES each: for the local suite, which
 * runs no Storage emulator (as the cover store does for covers).
 */
export function firestoreSnapshotStore(db: Firestore): SnapshotStore {
  const chunks = searchIndexChunksCollection(db);
  return {
    place: "firestore",
    async write(version, data) {
      const count = Math.max(1, Math.ceil(data.length / CHUNK_BYTES));
      for (let index = 0; index < count; index += 1) {
        const piece = data.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES);
        await chunks.doc(chunkId(version, index)).set({ data: piece });
      }
      return count;
    },
    async read(version, count) {
      const refs = Array.from({ length: count }, (_, index) => chunks.doc(chunkId(version, index)));
      const snapshots = await db.getAll(...refs);
      return Buffer.concat(
        snapshots.map((snapshot) => {
          // getAll drops the converter's type; these are chunk documents.
          const data = (snapshot.data() as SearchIndexChunkDocument | undefined)?.data;
          if (!(data instanceof Uint8Array))
            throw new Error(`search snapshot ${version} is missing a chunk`);
          return data;
        }),
      );
    },
    async remove(version, count) {
      const batch = db.batch();
      for (let index = 0; index < count; index += 1)
        batch.delete(chunks.doc(chunkId(version, index)));
      await batch.commit();
    },
  };
}

function snapshotFile(version: string) {
  return getStorage().bucket().file(`search/${version}.json.gz`);
}

/** Cloud Storage objects, search/<version>.json.gz: for a deployed project. */
export const storageSnapshotStore: SnapshotStore = {
  place: "storage",
  async write(version, data) {
    await snapshotFile(version).save(data, { contentType: "application/gzip" });
    return 1;
  },
  async read(version) {
    const [data] = await snapshotFile(version).download();
    return data;
  },
  async remove(version) {
    await snapshotFile(version).delete({ ignoreNotFound: true });
  },
};

/** Cloud Storage when deployed or when a Storage emulator runs; Firestore chunks otherwise. */
export function snapshotStoreFor(env: NodeJS.ProcessEnv, db: Firestore): SnapshotStore {
  const localWithoutStorage =
    (env.FUNCTIONS_EMULATOR === "true" || env.FIRESTORE_EMULATOR_HOST !== undefined) &&
    env.FIREBASE_STORAGE_EMULATOR_HOST === undefined;
  return localWithoutStorage ? firestoreSnapshotStore(db) : storageSnapshotStore;
}
