import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { REVIEW_LIMITS, REVIEW_MESSAGES } from "@bookstore/shared/reviews/review.ts";

import {
  FIXTURE,
  IMG,
  MEGABYTE,
  SCRIPT,
  TOO_LARGE,
  TOO_LARGE_MESSAGE,
  adminOnly,
  jsonBodyCases,
  type Caller,
  type HostileCase,
} from "./fixtures.ts";

/**
 * The reviews endpoints. FIXTURE's book has a delivered order, but another customer's, so even a
 * valid review from the table's customer is refused (403) and nothing is stored; every review id
 * is made up. tests/api/reviews.test.ts reviews as a buyer.
 */

const reviewsPath = `/api/books/${FIXTURE.bookId}/reviews`;
const minePath = `${reviewsPath}/mine`;
const validReview = { rating: 4, title: "Hostile review", text: "Never stored." };

/** A message somewhere in the answer's (the field's name may come first). */
const naming = (message: string) => new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** The body checks create and edit share: each one refused before anything is read. */
function reviewBodyCases(endpoint: string, method: string, path: string): HostileCase[] {
  const send = jsonBodyCases({ endpoint, method, path, caller: "customer" });
  return [
    send(
      "no rating",
      { ...validReview, rating: undefined },
      naming(REVIEW_MESSAGES.ratingRequired),
    ),
    send("a rating of 0", { ...validReview, rating: 0 }, naming(REVIEW_MESSAGES.ratingInvalid)),
    send("a rating of 6", { ...validReview, rating: 6 }, naming(REVIEW_MESSAGES.ratingInvalid)),
    send("a rating of 4.5", { ...validReview, rating: 4.5 }, naming(REVIEW_MESSAGES.ratingInvalid)),
    send(
      "a rating as text",
      { ...validReview, rating: "5" },
      naming(REVIEW_MESSAGES.ratingInvalid),
    ),
    send("a blank title", { ...validReview, title: "   " }, naming(REVIEW_MESSAGES.titleRequired)),
    send(
      `a title of ${REVIEW_LIMITS.title + 1} characters`,
      { ...validReview, title: "t".repeat(REVIEW_LIMITS.title + 1) },
      naming(REVIEW_MESSAGES.titleTooLong),
    ),
    send(
      "a title that is an object",
      { ...validReview, title: { $ne: "" } },
      naming(REVIEW_MESSAGES.titleNotText),
    ),
    send("no text", { ...validReview, text: undefined }, naming(REVIEW_MESSAGES.textRequired)),
    send(
      `a text of ${REVIEW_LIMITS.text + 1} characters`,
      { ...validReview, text: "x".repeat(REVIEW_LIMITS.text + 1) },
      naming(REVIEW_MESSAGES.textTooLong),
    ),
    send(
      "a 1 MB text (a body over 100 KB)",
      { ...validReview, text: MEGABYTE },
      TOO_LARGE_MESSAGE,
      TOO_LARGE,
    ),
    send("an extra field hidden", { ...validReview, hidden: false }, 'Unrecognized key: "hidden"'),
    send("an extra field uid", { ...validReview, uid: "someone-else" }, 'Unrecognized key: "uid"'),
    send("an array", [validReview], /./),
  ];
}

/** POST /api/books/:id/reviews. */
export function reviewCreate(): HostileCase[] {
  const endpoint = "POST /api/books/:id/reviews";
  const send = jsonBodyCases({ endpoint, method: "POST", path: reviewsPath, caller: "customer" });
  return [
    {
      endpoint,
      name: "no Authorization header",
      method: "POST",
      path: reviewsPath,
      caller: "none",
      json: validReview,
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint,
      name: "a forged unsigned token",
      method: "POST",
      path: reviewsPath,
      caller: "forged",
      json: validReview,
      status: 401,
      message: MESSAGES.signInRequired,
    },
    send(
      "a customer with no delivered order of the book",
      validReview,
      REVIEW_MESSAGES.notBuyer,
      403,
    ),
    send(
      "<script> markup in a valid review from a non-buyer",
      { ...validReview, title: SCRIPT, text: IMG },
      REVIEW_MESSAGES.notBuyer,
      403,
    ),
    {
      endpoint,
      name: "a book the store does not have",
      method: "POST",
      path: `/api/books/no-such-book-${FIXTURE.bookId}/reviews`,
      caller: "customer",
      json: validReview,
      status: 404,
      message: MESSAGES.bookNotFound,
    },
    ...reviewBodyCases(endpoint, "POST", reviewsPath),
  ];
}

/** GET, PUT and DELETE /api/books/:id/reviews/mine, for a customer with no review. */
export function myReview(): HostileCase[] {
  const edit = "PUT /api/books/:id/reviews/mine";
  const remove = "DELETE /api/books/:id/reviews/mine";
  return [
    {
      endpoint: "GET /api/books/:id/reviews/mine",
      name: "no Authorization header",
      method: "GET",
      path: minePath,
      caller: "none",
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint: edit,
      name: "a customer with no review",
      method: "PUT",
      path: minePath,
      caller: "customer",
      json: validReview,
      status: 404,
      message: REVIEW_MESSAGES.noReview,
    },
    ...reviewBodyCases(edit, "PUT", minePath),
    {
      endpoint: remove,
      name: "no Authorization header",
      method: "DELETE",
      path: minePath,
      caller: "none",
      status: 401,
      message: MESSAGES.signInRequired,
    },
    {
      endpoint: remove,
      name: "a customer with no review",
      method: "DELETE",
      path: minePath,
      caller: "customer",
      status: 404,
      message: REVIEW_MESSAGES.noReview,
    },
  ];
}

/** GET /api/books/:id/reviews: the shop's list, paged. */
export function reviewList(): HostileCase[] {
  const endpoint = "GET /api/books/:id/reviews";
  const get = (name: string, query: string, status = 400): HostileCase => ({
    endpoint,
    name,
    method: "GET",
    path: `${reviewsPath}${query}`,
    status,
  });
  return [
    get("limit=abc", "?limit=abc"),
    get("limit=0", "?limit=0"),
    get("limit=100000", "?limit=100000"),
    get("an after that is not a review id", `?after=${encodeURIComponent(SCRIPT)}`),
    {
      ...get("sort=__proto__", "?sort=__proto__"),
      message: `sort: ${REVIEW_MESSAGES.sortInvalid}`,
    },
    { ...get("sort=stars", "?sort=stars"), message: `sort: ${REVIEW_MESSAGES.sortInvalid}` },
    get("sort given twice", "?sort=newest&sort=helpful"),
    get("an unknown parameter", "?order=helpful"),
    {
      endpoint,
      name: "a book the store does not have",
      method: "GET",
      path: `/api/books/no-such-book-${FIXTURE.bookId}/reviews`,
      status: 404,
      message: MESSAGES.bookNotFound,
    },
  ];
}

/** POST /api/books/:id/reviews/:reviewId/helpful: every review id here is made up. */
export function reviewHelpful(): HostileCase[] {
  const endpoint = "POST /api/books/:id/reviews/:reviewId/helpful";
  const madeUpPath = `${reviewsPath}/nobody_${FIXTURE.bookId}/helpful`;
  const send = jsonBodyCases({ endpoint, method: "POST", path: madeUpPath, caller: "customer" });
  const post = (name: string, path: string, caller: Caller, status: number, message: string) => ({
    endpoint,
    name,
    method: "POST",
    path,
    caller,
    status,
    message,
  });
  return [
    post("no Authorization header", madeUpPath, "none", 401, MESSAGES.signInRequired),
    post("a forged unsigned token", madeUpPath, "forged", 401, MESSAGES.signInRequired),
    post("an admin session", madeUpPath, "admin", 403, ACCESS_MESSAGES.customersOnly),
    post(
      "a review the store does not have",
      madeUpPath,
      "customer",
      404,
      REVIEW_MESSAGES.reviewNotFound,
    ),
    post(
      "a book the store does not have",
      `/api/books/no-such-book-${FIXTURE.bookId}/reviews/nobody_no-such-book-${FIXTURE.bookId}/helpful`,
      "customer",
      404,
      REVIEW_MESSAGES.reviewNotFound,
    ),
    post(
      "a review id with markup",
      `${reviewsPath}/${encodeURIComponent(IMG)}/helpful`,
      "customer",
      400,
      REVIEW_MESSAGES.invalidReviewId,
    ),
    post(
      "a review id without its book",
      `${reviewsPath}/nobody/helpful`,
      "customer",
      400,
      REVIEW_MESSAGES.invalidReviewId,
    ),
    post(
      "a book id with markup",
      `/api/books/${encodeURIComponent(IMG)}/reviews/nobody_${FIXTURE.bookId}/helpful`,
      "customer",
      400,
      MESSAGES.invalidBookId,
    ),
    send("a body with helpfulCount", { helpfulCount: 1000 }, 'Unrecognized key: "helpfulCount"'),
    send("an array body", [], /./),
  ];
}

/** GET /api/admin/reviews and PATCH /api/admin/reviews/:id. */
export function adminReviews(): HostileCase[] {
  const list = "GET /api/admin/reviews";
  const hide = "PATCH /api/admin/reviews/:id";
  const madeUpId = `nobody_${FIXTURE.bookId}`;
  const send = jsonBodyCases({
    endpoint: hide,
    method: "PATCH",
    path: `/api/admin/reviews/${madeUpId}`,
    caller: "admin",
  });
  return [
    ...adminOnly(list, "GET", "/api/admin/reviews"),
    {
      endpoint: list,
      name: "hidden=maybe",
      method: "GET",
      path: "/api/admin/reviews?hidden=maybe",
      caller: "admin",
      status: 400,
    },
    {
      endpoint: list,
      name: "limit=-1",
      method: "GET",
      path: "/api/admin/reviews?limit=-1",
      caller: "admin",
      status: 400,
    },
    ...adminOnly(hide, "PATCH", `/api/admin/reviews/${madeUpId}`, { hidden: true }),
    send("hidden as text", { hidden: "yes" }, naming(REVIEW_MESSAGES.hiddenNotBoolean)),
    send("no hidden", {}, naming(REVIEW_MESSAGES.hiddenNotBoolean)),
    send("an extra field rating", { hidden: true, rating: 5 }, 'Unrecognized key: "rating"'),
    send("a review the store does not have", { hidden: true }, REVIEW_MESSAGES.reviewNotFound, 404),
    {
      endpoint: hide,
      name: "an id that is not a review id",
      method: "PATCH",
      path: `/api/admin/reviews/${encodeURIComponent(IMG)}`,
      caller: "admin",
      json: { hidden: true },
      status: [400, 404],
    },
  ];
}
