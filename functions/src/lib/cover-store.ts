import { FieldPath, FieldValue } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";

import { coversCollection } from "./collections/covers.ts";
import { db } from "./firebase.ts";

export interface StoredCover {
  contentType: string;
  data: Buffer;
}

/** Where cover images live. Both stores answer under the same public /covers/<file> URL. */
export interface CoverStore {
  read(file: string): Promise<StoredCover | null>;
  write(file: string, cover: StoredCover): Promise<void>;
  exists(file: string): Promise<boolean>;
  /** Removes a cover; a file that is not there is no error. */
  remove(file: string): Promise<void>;
}

/** Firestore blob documents: for the local suite, whose Storage emulator cannot run offline. */
export const firestoreCoverStore: CoverStore = {
  async read(file) {
    const snapshot = await coversCollection(db).doc(file).get();
    // A document written by hand may lack either field: that is no cover.
    const data: unknown = snapshot.get("data");
    const contentType: unknown = snapshot.get("contentType");
    if (!(data instanceof Uint8Array) || typeof contentType !== "string") return null;
    return { contentType, data: Buffer.from(data) };
  },
  async write(file, { contentType, data }) {
    await coversCollection(db)
      .doc(file)
      .set({ contentType, data, updatedAt: FieldValue.serverTimestamp() });
  },
  async exists(file) {
    const found = await coversCollection(db)
      .where(FieldPath.documentId(), "==", file)
      .select()
      .limit(1)
      .get();
    return !found.empty;
  },
  async remove(file) {
    await coversCollection(db).doc(file).delete();
  },
};

/** Cloud Storage: for a deployed project, or when a Storage emulator runs. */
export const storageCoverStore: CoverStore = {
  async read(file) {
    const object = getStorage().bucket().file(`covers/${file}`);
    const [exists] = await object.exists();
    if (!exists) return null;
    const [[data], [metadata]] = await Promise.all([object.download(), object.getMetadata()]);
    return { contentType: metadata.contentType ?? "application/octet-stream", data };
  },
  async write(file, { contentType, data }) {
    await getStorage().bucket().file(`covers/${file}`).save(data, { contentType });
  },
  async exists(file) {
    const [exists] = await getStorage().bucket().file(`covers/${file}`).exists();
    return exists;
  },
  async remove(file) {
    await getStorage().bucket().file(`covers/${file}`).delete({ ignoreNotFound: true });
  },
};

export function coverStoreFor(env: NodeJS.ProcessEnv): CoverStore {
  const localWithoutStorage =
    (env.FUNCTIONS_EMULATOR === "true" || env.FIRESTORE_EMULATOR_HOST !== undefined) &&
    env.FIREBASE_STORAGE_EMULATOR_HOST === undefined;
  return localWithoutStorage ? firestoreCoverStore : storageCoverStore;
}

export const coverStore = coverStoreFor(process.env);
