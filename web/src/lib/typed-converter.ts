import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
  SnapshotOptions,
} from "firebase/firestore";

/** A Firestore converter that types a collection's documents as `T`. */
export function typedConverter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data: T) => data,
    fromFirestore: (snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) =>
      snapshot.data(options) as T,
  };
}
