import type { QueryDocumentSnapshot } from "firebase-admin/firestore";

import type { PageRequest } from "../http/cursor-page.ts";
import { reviewByPublicId, type StoredReview } from "../lib/collections/reviews.ts";
import { db } from "../lib/firebase.ts";

/** A review list's cursors are public ids, as its items' `_id`s: no cursor names an author. */
export const PUBLIC_REVIEW_CURSOR: NonNullable<PageRequest<StoredReview>["cursorIds"]> = {
  idOf: (doc: QueryDocumentSnapshot<StoredReview>) => doc.data().publicId,
  find: (after: string) => reviewByPublicId(db, after),
};
