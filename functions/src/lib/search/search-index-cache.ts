import { promisify } from "node:util";
import { gunzip } from "node:zlib";

import type { Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/v2";

import { searchIndexManifestRef } from "../collections/search-index.ts";

import { INDEX_FORMAT, loadBookIndex, type BookIndex } from "./book-index.ts";
import { requestSearchRebuildAfterWrite } from "./search-rebuild.ts";
import type { SnapshotStore } from "./snapshot-store.ts";

const gunzipAsync = promisify(gunzip);

/** An instance looks at the manifest at most this often, so a rebuilt index is served within it. */
export const MANIFEST_CHECK_MS = 1000;

interface Loaded {
  version: string;
  index: BookIndex;
}

/**
 * The search index an API instance answers from: the snapshot the manifest names, loaded on the
 * instance's first search and again whenever the manifest names a newer one. A query costs at
 * most one manifest read a second, and no book read.
 */
export function searchIndexCache(db: Firestore, store: SnapshotStore) {
  let loaded: Loaded | null = null;
  let checkedAt = 0;
  let checking: Promise<Loaded | null> | null = null;

  async function refresh(): Promise<Loaded | null> {
    const manifest = (await searchIndexManifestRef(db).get()).data();
    checkedAt = Date.now();
    if (!manifest || manifest.format !== INDEX_FORMAT || manifest.place !== store.place) {
      await requestSearchRebuildAfterWrite(db);
      return loaded;
    }
    if (loaded?.version === manifest.version) return loaded;
    try {
      const data = await store.read(manifest.version, manifest.chunks);
      const json = (await gunzipAsync(data)).toString("utf8");
      loaded = { version: manifest.version, index: loadBookIndex(json) };
    } catch (error) {
      // A newer rebuild removed this snapshot between the two reads: the next query looks again.
      logger.warn("search snapshot could not be loaded", error);
      checkedAt = 0;
    }
    return loaded;
  }

  return {
    /** The current index, or null while none has been built (a rebuild is then requested). */
    async current(): Promise<BookIndex | null> {
      if (loaded && Date.now() - checkedAt < MANIFEST_CHECK_MS) return loaded.index;
      checking ??= refresh().finally(() => {
        checking = null;
      });
      return (await checking)?.index ?? null;
    },
  };
}
