import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AccountDataExport } from "@bookstore/shared/accounts/accounts-api.ts";
import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { COLLECTIONS } from "@bookstore/shared/core/collections.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { REVIEW_MESSAGES } from "@bookstore/shared/reviews/review.ts";
import type { HelpfulVoteResult } from "@bookstore/shared/reviews/reviews-api.ts";

import { helpfulVotesCollection } from "../../functions/src/lib/collections/helpful-votes.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";
import { listReviews } from "../support/review-requests.ts";
import { deleteReviewsOf, storedReviewOf, storeReview } from "../support/reviews.ts";

/** Requests one customer sends for one review at once in the duplicate test. */
const DUPLICATES = 8;

let adminToken: string;
let author: SignedInAccount;
let voters: SignedInAccount[] = [];
let testBooks: TestBook[] = [];
/** Reviews of the first book, oldest first; `hidden` is hidden, `elsewhere` is the second book's. */
const ids = { oldest: "", older: "", newer: "", newest: "", hidden: "", elsewhere: "" };

function book(index: number): string {
  const found = testBooks[index];
  if (!found) throw new Error(`no test book ${index}`);
  return found.id;
}

function voter(index: number): SignedInAccount {
  const found = voters[index];
  if (!found) throw new Error(`no voter ${index}`);
  return found;
}

function vote(review: string, token: string | null, bookId = book(0), json?: unknown) {
  return api<HelpfulVoteResult & ErrorBody>(`/api/books/${bookId}/reviews/${review}/helpful`, {
    method: "POST",
    token,
    json,
  });
}

function list(query: string, bookId = book(0)) {
  return listReviews(bookId, query);
}

async function storedCount(review: string): Promise<number | undefined> {
  return (await storedReviewOf(adminDb, review)).data?.helpfulCount;
}

/** Each review's document id by its public id, kept once known: a deleted review's votes too. */
const documentIds = new Map<string, string>();

async function documentIdOf(review: string): Promise<string> {
  const known = documentIds.get(review);
  if (known !== undefined) return known;
  const { documentId } = await storedReviewOf(adminDb, review);
  if (documentId === "") throw new Error(`no stored review ${review}`);
  documentIds.set(review, documentId);
  return documentId;
}

async function votesOn(review: string): Promise<string[]> {
  const votes = helpfulVotesCollection(adminDb, await documentIdOf(review));
  return (await votes.get()).docs.map((doc) => doc.id);
}

beforeAll(async () => {
  [adminToken, author, testBooks, ...voters] = await Promise.all([
    adminIdToken(),
    signUpCustomer(uniqueEmail("helpful-author")),
    createTestBooks("helpful", [10, 11]),
    signUpCustomer(uniqueEmail("helpful-voter-1")),
    signUpCustomer(uniqueEmail("helpful-voter-2")),
    signUpCustomer(uniqueEmail("helpful-voter-3")),
  ]);
  ids.oldest = await storeReview(adminDb, author.uid, book(0), { minutesAgo: 40 });
  ids.older = await storeReview(adminDb, "helpfulolder", book(0), { minutesAgo: 30 });
  ids.newer = await storeReview(adminDb, "helpfulnewer", book(0), { minutesAgo: 20 });
  ids.newest = await storeReview(adminDb, "helpfulnewest", book(0), { minutesAgo: 10 });
  ids.hidden = await storeReview(adminDb, "helpfulhidden", book(0), { hidden: true });
  ids.elsewhere = await storeReview(adminDb, "helpfulelsewhere", book(1));
}, 120_000);

afterAll(async () => {
  await deleteReviewsOf(
    adminDb,
    testBooks.map(({ id }) => id),
  );
  await deleteTestBooks(testBooks);
}, 120_000);

describe("refusals: no vote is stored and no count changes", () => {
  afterAll(async () => {
    for (const id of Object.values(ids)) {
      expect(await votesOn(id), id).toEqual([]);
      expect(await storedCount(id), id).toBe(0);
    }
  });

  it("asks a caller without a token to sign in", async () => {
    const answer = await vote(ids.older, null);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(MESSAGES.signInRequired);
  });

  it("refuses an admin session and the review's own author", async () => {
    const admin = await vote(ids.older, adminToken);
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe(ACCESS_MESSAGES.customersOnly);
    const own = await vote(ids.oldest, author.idToken);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(REVIEW_MESSAGES.helpfulOwnReview);
  });

  it("answers 404 for an unknown or hidden review, and another book's", async () => {
    for (const [review, bookId] of [
      [`nobody_${book(0)}`, book(0)],
      [ids.hidden, book(0)],
      [ids.elsewhere, book(0)],
      [ids.older, book(1)],
      [ids.older, `no-such-book-${book(0)}`],
    ] as const) {
      const answer = await vote(review, voter(0).idToken, bookId);
      expect(answer.status, `${bookId} ${review}`).toBe(404);
      expect(answer.body.message).toBe(REVIEW_MESSAGES.reviewNotFound);
    }
  });

  it("answers 400 for malformed ids and a body with fields", async () => {
    const noSeparator = await vote("nounderscore", voter(0).idToken);
    expect(noSeparator.status).toBe(400);
    expect(noSeparator.body.message).toBe(REVIEW_MESSAGES.invalidReviewId);
    expect((await vote("a_b%20c", voter(0).idToken)).status).toBe(400);
    const badBook = await vote(ids.older, voter(0).idToken, "bad%20id");
    expect(badBook.status).toBe(400);
    expect(badBook.body.message).toBe(MESSAGES.invalidBookId);
    const body = await vote(ids.older, voter(0).idToken, book(0), { helpfulCount: 100 });
    expect(body.status).toBe(400);
    expect(body.body.message).toBe('Unrecognized key: "helpfulCount"');
  });
});

describe("a customer's vote", () => {
  it("is counted once: 201 the first time, 200 after", async () => {
    const first = await vote(ids.older, voter(0).idToken);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ reviewId: ids.older, helpfulCount: 1 });
    expect(await votesOn(ids.older)).toEqual([voter(0).uid]);
    const votes = helpfulVotesCollection(adminDb, await documentIdOf(ids.older));
    const stored = await votes.doc(voter(0).uid).get();
    expect(stored.data()).toMatchObject({
      uid: voter(0).uid,
      reviewId: ids.older,
      bookId: book(0),
    });

    const again = await vote(ids.older, voter(0).idToken, book(0), {});
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ reviewId: ids.older, helpfulCount: 1 });
    expect(await storedCount(ids.older)).toBe(1);
    const listed = (await list("")).body.find(({ _id }) => _id === ids.older);
    expect(listed?.helpfulCount).toBe(1);
  });

  it(`counts once when the customer sends it ${DUPLICATES} times at once`, async () => {
    const answers = await Promise.all(
      Array.from({ length: DUPLICATES }, () => vote(ids.newer, voter(1).idToken)),
    );
    const statuses = answers.map(({ status }) => status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array.from({ length: DUPLICATES - 1 }, () => 200), 201]);
    expect(await storedCount(ids.newer)).toBe(1);
    expect(await votesOn(ids.newer)).toEqual([voter(1).uid]);
  });

  it("counts each of several customers voting at once, twice each, exactly", async () => {
    const answers = await Promise.all(
      [...voters, ...voters].map((customer) => vote(ids.oldest, customer.idToken)),
    );
    const statuses = answers.map(({ status }) => status).sort((a, b) => a - b);
    expect(statuses).toEqual([200, 200, 200, 201, 201, 201]);
    // A vote found already there counts in the answer too, even when its request raced this one.
    expect(answers.map(({ body }) => body.helpfulCount >= 1)).toEqual(answers.map(() => true));
    expect(await storedCount(ids.oldest)).toBe(voters.length);
    expect((await votesOn(ids.oldest)).sort()).toEqual(voters.map(({ uid }) => uid).sort());
  });

  it("is in the voter's data export", async () => {
    const answer = await api<AccountDataExport>("/api/account/data", { token: voter(0).idToken });
    expect(answer.status).toBe(200);
    const section = answer.body.sections.find(
      ({ collection }) => collection === COLLECTIONS.helpfulVotes,
    );
    expect(section?.documents.map(({ id }) => id)).toEqual([voter(0).uid, voter(0).uid]);
    expect(section?.documents.map(({ data }) => data.reviewId).sort()).toEqual(
      [ids.oldest, ids.older].sort(),
    );
  });
});

describe("the list by helpfulness", () => {
  // Votes so far: oldest 3, older 1, newer 1, newest 0 (and the hidden one is never listed).
  const byHelpfulness = () => [ids.oldest, ids.newer, ids.older, ids.newest];

  it("lists the most helpful first, then the newest", async () => {
    const answer = await list("?sort=helpful");
    expect(answer.status).toBe(200);
    expect(answer.body.map(({ _id }) => _id)).toEqual(byHelpfulness());
    expect(answer.body.map(({ helpfulCount }) => helpfulCount)).toEqual([3, 1, 1, 0]);
  });

  it("keeps the newest first by default and for sort=newest", async () => {
    const newest = [ids.newest, ids.newer, ids.older, ids.oldest];
    expect((await list("")).body.map(({ _id }) => _id)).toEqual(newest);
    expect((await list("?sort=newest")).body.map(({ _id }) => _id)).toEqual(newest);
  });

  it("pages with the same after cursor", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 4; page += 1) {
      const answer = await list(`?sort=helpful&limit=1${after === null ? "" : `&after=${after}`}`);
      expect(answer.status).toBe(200);
      seen.push(...answer.body.map(({ _id }) => _id));
      after = answer.headers.get("x-next-cursor");
      if (after === null) break;
    }
    expect(seen).toEqual(byHelpfulness());
    expect(after).toBeNull();
    const second = await list(`?sort=helpful&limit=2&after=${ids.newer}`);
    expect(second.body.map(({ _id }) => _id)).toEqual([ids.older, ids.newest]);
  });

  it("refuses any other sort, and a hidden review as the cursor", async () => {
    const answer = await list("?sort=stars");
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`sort: ${REVIEW_MESSAGES.sortInvalid}`);
    expect((await list("?sort=")).status).toBe(400);
    expect((await list(`?sort=helpful&after=${ids.hidden}`)).status).toBe(400);
  });
});

describe("a deleted review", () => {
  it("takes its votes with it", async () => {
    expect(await votesOn(ids.oldest)).toHaveLength(voters.length);
    const removed = await api<ErrorBody>(`/api/books/${book(0)}/reviews/mine`, {
      method: "DELETE",
      token: author.idToken,
    });
    expect(removed.status).toBe(200);
    // The review trigger deletes the votes just after the review.
    const deadline = Date.now() + 30_000;
    while ((await votesOn(ids.oldest)).length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await votesOn(ids.oldest)).toEqual([]);
    expect(await votesOn(ids.older)).toEqual([voter(0).uid]);
    expect((await vote(ids.oldest, voter(0).idToken)).status).toBe(404);
  });
});
