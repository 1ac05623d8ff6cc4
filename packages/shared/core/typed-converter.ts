/** The part of both Firestore SDKs' document snapshots a converter reads. */
interface SnapshotLike<Options> {
  data(options?: Options): unknown;
}

/**
 * A Firestore converter that types a collection's documents as `T`. It names neither SDK, so the
 * API (firebase-admin) and the SPA (firebase) share it; both SDKs' withConverter accept it.
 */
export function typedConverter<T extends object>() {
  return {
    toFirestore: (data: T): T => data,
    fromFirestore: <Options>(snapshot: SnapshotLike<Options>, options?: Options): T =>
      snapshot.data(options) as T,
  };
}
