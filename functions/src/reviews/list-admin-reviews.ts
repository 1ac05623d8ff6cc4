import { ADMIN_CURSOR_ERROR } from "@bookstore/shared/api/page-query.ts";
import { adminReviewFromDocument } from "@bookstore/shared/reviews/review.ts";
import * as API from "@bookstore/shared/reviews/reviews-api.ts";

import { sendAdminPage } from "../http/admin-list.ts";
import { readPage } from "../http/cursor-page.ts";
import { route } from "../http/route.ts";
import { reviewsCollection } from "../lib/collections/reviews.ts";
import { db } from "../lib/firebase.ts";

import { PUBLIC_REVIEW_CURSOR } from "./public-review-cursor.ts";

/**
 * GET /api/admin/reviews?hidden=&limit=&after=: every review, newest first, hidden ones among
 * them; `hidden=true` lists only those an admin hid, `hidden=false` only those on show.
 */
export const listAdminReviews = route(
  API.listAdminReviews,
  async ({ query: { limit, after, hidden }, res }) => {
    const reviews = reviewsCollection(db);
    const filtered =
      hidden === undefined ? reviews : reviews.where("hidden", "==", hidden === "true");
    const page = await readPage({
      query: filtered.orderBy("createdAt", "desc"),
      collection: reviews,
      limit,
      after,
      cursorError: ADMIN_CURSOR_ERROR,
      isCursor: (review) => hidden === undefined || review.hidden === (hidden === "true"),
      cursorIds: PUBLIC_REVIEW_CURSOR,
    });
    sendAdminPage(res, API.listAdminReviews, page, (doc) => adminReviewFromDocument(doc.data()));
    return undefined;
  },
);
