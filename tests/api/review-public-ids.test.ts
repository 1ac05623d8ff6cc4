import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { NEXT_CURSOR_HEADER } from "@bookstore/shared/api/api-path.ts";
import { reviewDocumentId } from "@bookstore/shared/reviews/review.ts";
import type {
  AdminReview,
  HelpfulVoteResult,
  MyReview,
  Review,
} from "@bookstore/shared/reviews/reviews-api.ts";

import { helpfulVotesCollection } from "../../functions/src/lib/collections/helpful-votes.ts";
import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";
import { reviewModerationCollection } from "../../functions/src/lib/collections/review-moderation.ts";
import { adminDb, adminIdToken, api, type ErrorBody } from "../support/admin-session.ts";
import { signUpCustomer, uniqueEmail, type SignedInAccount } from "../support/auth-tokens.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";
import { postReview } from "../support/review-requests.ts";
import { deleteReviewsOf, storeOrder } from "../support/reviews.ts";

/** Long enough that two random ids share one only by a chance of about one in a billion. */
const PIECE = 6;

let adminToken: string;
let author: SignedInAccount;
let other: SignedInAccount;
let voter: SignedInAccount;
let testBooks: TestBook[] = [];
const orderIds: string[] = [];
/** The author's reviews of the two books, as the API answered their creation. */
const authored: Review[] = [];

function book(index: number): string {
  const found = testBooks[index];
  if (!found) throw new Error(`no test book ${index}`);
  return found.id;
}

function post(bookId: string, token: string, title: string) {
  return postReview(bookId, token, {
    rating: 4,
    title,
    text: "Reviewed while testing public ids.",
  });
}

/** Every run of PIECE characters of `text`. */
function pieces(text: string): Set<string> {
  const found = new Set<string>();
  for (let start = 0; start + PIECE <= text.length; start += 1) {
    found.add(text.slice(start, start + PIECE));
  }
  return found;
}

/** The part of a public id its book does not explain: what could tie one author's reviews. */
function randomPart(review: Review): string {
  expect(review._id.endsWith(`_${review.bookId}`)).toBe(true);
  return review._id.slice(0, -`_${review.bookId}`.length);
}

function expectNoAccountIn(body: unknown) {
  const text = JSON.stringify(body);
  for (const account of [author, other, voter]) {
    expect(text).not.toContain(account.uid);
    expect(text).not.toContain(reviewDocumentId(account.uid, ""));
  }
}

beforeAll(async () => {
  [adminToken, author, other, voter, testBooks] = await Promise.all([
    adminIdToken(),
    signUpCustomer(uniqueEmail("public-ids-author")),
    signUpCustomer(uniqueEmail("public-ids-other")),
    signUpCustomer(uniqueEmail("public-ids-voter")),
    createTestBooks("public-ids", [10, 11]),
  ]);
  orderIds.push(
    await storeOrder(adminDb, author.uid, [book(0), book(1)], "delivered"),
    await storeOrder(adminDb, other.uid, [book(0)], "delivered"),
  );
  for (const index of [0, 1]) {
    const created = await post(book(index), author.idToken, `By the author, book ${index}`);
    expect(created.status).toBe(201);
    authored.push(created.body);
  }
  expect((await post(book(0), other.idToken, "By another customer")).status).toBe(201);
}, 120_000);

afterAll(async () => {
  await deleteReviewsOf(adminDb, [book(0), book(1)]);
  await reviewModerationCollection(adminDb)
    .doc(reviewDocumentId(author.uid, book(0)))
    .delete();
  await Promise.all(orderIds.map((id) => ordersCollection(adminDb).doc(id).delete()));
  await deleteTestBooks(testBooks);
}, 120_000);

describe("public review ids", () => {
  it("name no account, and share nothing across one author's two reviews", async () => {
    const lists = await Promise.all(
      [book(0), book(1)].map((id) => api<Review[]>(`/api/books/${id}/reviews`)),
    );
    const listed = lists.flatMap((answer) => answer.body);
    expect(listed).toHaveLength(3);
    expectNoAccountIn(lists.map((answer) => answer.body));
    expectNoAccountIn(authored);

    const [one, two] = authored.map((review) => listed.find((item) => item._id === review._id));
    if (!one || !two) throw new Error("the author's reviews are not listed");
    const shared = [...pieces(randomPart(one))].filter((piece) =>
      pieces(randomPart(two)).has(piece),
    );
    expect(shared).toEqual([]);
    for (const review of [one, two]) {
      expect(randomPart(review)).toMatch(/^[A-Za-z0-9]{20}$/);
      for (const piece of pieces(author.uid)) expect(review._id).not.toContain(piece);
    }
  });

  it("page the list: the next page's cursor is a public id too", async () => {
    const first = await api<Review[]>(`/api/books/${book(0)}/reviews?limit=1`);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER) ?? "";
    expect(first.body.map((review) => review._id)).toEqual([cursor]);
    expectNoAccountIn(cursor);
    const next = await api<Review[]>(`/api/books/${book(0)}/reviews?limit=1&after=${cursor}`);
    expect(next.status).toBe(200);
    expect(next.body).toHaveLength(1);
    expect(next.body[0]?._id).not.toBe(cursor);
  });

  it("are what the author's own review, votes and an admin's hide go by", async () => {
    const own = await api<MyReview>(`/api/books/${book(0)}/reviews/mine`, {
      token: author.idToken,
    });
    const ownId = own.body.review?._id ?? "";
    expect(ownId).toBe(authored[0]?._id);

    const refused = await api<ErrorBody>(`/api/books/${book(0)}/reviews/${ownId}/helpful`, {
      method: "POST",
      token: author.idToken,
    });
    expect(refused.status).toBe(403);
    const voted = await api<HelpfulVoteResult>(`/api/books/${book(0)}/reviews/${ownId}/helpful`, {
      method: "POST",
      token: voter.idToken,
    });
    expect(voted.status).toBe(201);
    expect(voted.body).toEqual({ reviewId: ownId, helpfulCount: 1 });
    const vote = await helpfulVotesCollection(adminDb, reviewDocumentId(author.uid, book(0)))
      .doc(voter.uid)
      .get();
    // The voter's data export shows the vote: it names the review by its public id.
    expect(vote.data()?.reviewId).toBe(ownId);

    const admin = await api<AdminReview[]>("/api/admin/reviews", { token: adminToken });
    expectNoAccountIn(admin.body);
    expect(admin.body.map((review) => review._id)).toContain(ownId);
    const hidden = await api<AdminReview>(`/api/admin/reviews/${ownId}`, {
      method: "PATCH",
      token: adminToken,
      json: { hidden: true },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ _id: ownId, hidden: true });
    const listed = await api<Review[]>(`/api/books/${book(0)}/reviews`);
    expect(listed.body.map((review) => review._id)).not.toContain(ownId);
  });

  it("leave the document id, which names the author, unknown to the API", async () => {
    const documentId = reviewDocumentId(author.uid, book(1));
    const voted = await api<ErrorBody>(`/api/books/${book(1)}/reviews/${documentId}/helpful`, {
      method: "POST",
      token: voter.idToken,
    });
    expect(voted.status).toBe(404);
    const hidden = await api<ErrorBody>(`/api/admin/reviews/${documentId}`, {
      method: "PATCH",
      token: adminToken,
      json: { hidden: true },
    });
    expect(hidden.status).toBe(404);
  });
});
