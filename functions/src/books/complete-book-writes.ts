import { onDocumentWritten } from "firebase-functions/v2/firestore";

import { db } from "../lib/firebase.ts";
import { COLLECTIONS } from "../shared/collections.ts";

import type { WrittenBook } from "./book-write-plan.ts";
import { completeBookWrite } from "./complete-book-write.ts";

/**
 * Every write to books/<id> ends with the store whole, whichever door it came through: an
 * admin's client writing under the rules gets what the API's create, edit and delete would have
 * kept (shards, search terms, cover, Recommended's start, clean-up). The API's own writes and
 * the stock roll-up are recognised from the event and cost nothing.
 */
export const completeBookWrites = onDocumentWritten(
  {
    document: `${COLLECTIONS.books}/{bookId}`,
    region: "us-central1",
    // Short I/O-bound work: one vCPU serves many events at once (concurrency needs cpu >= 1),
    // a few instances cover an admin's bursts and the roll-ups' one book write a second a book,
    // none idle (a cold start only delays the completion), and a retry is safe: each step reads
    // before it writes.
    cpu: 1,
    concurrency: 40,
    memory: "256MiB",
    minInstances: 0,
    maxInstances: 5,
    timeoutSeconds: 60,
    retry: true,
  },
  (event) =>
    completeBookWrite(
      db,
      event.params.bookId,
      event.data?.before.data() as WrittenBook | undefined,
      event.data?.after.data() as WrittenBook | undefined,
    ),
);
