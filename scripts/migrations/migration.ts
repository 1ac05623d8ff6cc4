import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Firestore,
  Query,
  QuerySnapshot,
  Transaction,
} from "firebase-admin/firestore";

/** Reads documents and queries: in a transaction, or straight from the database for a look. */
export interface DocumentReader {
  getAll<T>(refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]>;
  query<T>(query: Query<T>): Promise<QuerySnapshot<T>>;
}

export function transactionReader(transaction: Transaction): DocumentReader {
  return {
    getAll: <T>(refs: DocumentReference<T>[]) => transaction.getAll<T, DocumentData>(...refs),
    query: (query) => transaction.get(query),
  };
}

export function databaseReader(db: Firestore): DocumentReader {
  return {
    // Firestore#getAll is typed for plain documents; each snapshot keeps its reference's converter.
    getAll: async <T>(refs: DocumentReference<T>[]) =>
      (await db.getAll(...(refs as unknown as DocumentReference[]))) as DocumentSnapshot<T>[],
    query: (query) => query.get(),
  };
}

/** Queues a document's writes in the transaction that read it. */
export type QueueWrites = (transaction: Transaction) => void;

/** How far a migration has got: what migrations/<id> keeps between runs. */
export interface Progress {
  /** The id of the last document done, in document id order; null before the first. */
  resumeAfter: string | null;
  examined: number;
  changed: number;
}

export interface RunOptions {
  /** Look and count, write nothing. */
  dryRun: boolean;
  /** Stop once this many documents are examined in this run (Infinity: go to the end). */
  budget: number;
  /** Called after each page of a run that writes, so the record follows it. */
  onProgress: (progress: Progress) => Promise<void>;
}

/** A versioned change to the stored data; see docs/migrations.md. */
export interface Migration {
  /** Stable and sortable: migrations run in id order, and the record is migrations/<id>. */
  id: string;
  description: string;
  /** What the counts count, plural ("books"). */
  noun: string;
  /** Carries on from `progress`; `finished` is false when the budget ran out first. */
  run(
    db: Firestore,
    progress: Progress,
    options: RunOptions,
  ): Promise<{ progress: Progress; finished: boolean }>;
}
