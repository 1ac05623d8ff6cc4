import { describe, expect, it } from "vitest";

import { ACCOUNT_DATA_MESSAGES } from "../accounts/account-data.ts";
import { ACCOUNT_MESSAGES } from "../accounts/account.ts";
import type { AccountDataExport } from "../accounts/accounts-api.ts";
import { bookFromDocument, type BookDocument, type TimestampLike } from "../books/book.ts";
import { CONTACT_MESSAGES } from "../contact/contact.ts";
import { NEWSLETTER_MESSAGES } from "../newsletter/newsletter.ts";
import { orderFromDocument } from "../orders/order.ts";
import { sampleOrderDocument } from "../orders/sample-order.test-support.ts";

import * as API from "./contract.ts";

const at: TimestampLike = { toDate: () => new Date("2026-03-14T10:00:00Z") };

const storedBook: BookDocument<TimestampLike> = {
  title: "T",
  author: "",
  description: "D",
  category: "finance",
  coverImage: "t.svg",
  newPrice: 9.99,
  oldPrice: 12,
  trending: false,
  sold: 2,
  stock: 7,
  onSale: true,
  searchTerms: ["t"],
  ratingCount: 2,
  ratingSum: 9,
  ratingAverage: 4.5,
  createdAt: at,
  updatedAt: at,
};

const storedOrder = sampleOrderDocument(at);

describe("the response schemas", () => {
  it("accept what the API makes of stored documents, unchanged", () => {
    const book = bookFromDocument("b1", storedBook);
    expect(API.getBook.response.parse(book)).toEqual(book);
    const order = orderFromDocument("o1", storedOrder);
    expect(API.listOrders.response.parse([order])).toEqual([order]);
  });

  it("refuse an answer missing a field or with a value outside its set", () => {
    const book = bookFromDocument("b1", storedBook);
    expect(API.getBook.response.safeParse({ ...book, sold: undefined }).success).toBe(false);
    expect(API.getBook.response.safeParse({ ...book, category: "poetry" }).success).toBe(false);
    expect(API.getBook.response.safeParse({ ...book, stock: 1.5 }).success).toBe(false);
    expect(API.getBook.response.safeParse({ ...book, stock: -1 }).success).toBe(false);
    const order = orderFromDocument("o1", storedOrder);
    expect(API.createOrder.response.safeParse({ ...order, status: "lost" }).success).toBe(false);
  });

  it("take the messages the handlers answer with, and no other", () => {
    const answers = [
      [API.changePassword, ACCOUNT_MESSAGES.passwordChanged],
      [API.deleteAccount, ACCOUNT_DATA_MESSAGES.accountDeleted],
      [API.postContactMessage, CONTACT_MESSAGES.received],
      [API.subscribe, NEWSLETTER_MESSAGES.subscribed],
    ] as const;
    // The deletion's answer also says what it left (null: nothing); other answers ignore it.
    for (const [endpoint, message] of answers) {
      expect(endpoint.response.safeParse({ message, notice: null }).success, message).toBe(true);
      const changed = { message: `${message}!`, notice: null };
      expect(endpoint.response.safeParse(changed).success, message).toBe(false);
    }
  });

  it("take a 204's empty body for the logouts", () => {
    expect(API.logout.response.safeParse(undefined).success).toBe(true);
    expect(API.adminLogout.response.safeParse({}).success).toBe(false);
  });

  it("hold a verse index to runs apart and chapters in order, naming the rule broken", () => {
    const runs = [
      { first: 1, last: 3 },
      { first: 5, last: 5 },
    ];
    expect(API.listVerses.response.safeParse({ chapters: [{ chapter: 2, runs }] }).success).toBe(
      true,
    );
    const touching = API.listVerses.response.safeParse({
      chapters: [{ chapter: 2, runs: [runs[0], { first: 4, last: 4 }] }],
    });
    expect(touching.error?.issues[0]?.message).toBe(
      "runs must be in order, with a verse missing between them",
    );
    const repeated = API.listVerses.response.safeParse({
      chapters: [
        { chapter: 2, runs },
        { chapter: 2, runs },
      ],
    });
    expect(repeated.error?.issues[0]?.message).toBe("chapters must be in order, each once");
    expect(API.listVerses.response.safeParse({ chapters: [{ chapter: 19, runs }] }).success).toBe(
      false,
    );
  });

  it("take any JSON as an exported document's data, and nothing else", () => {
    const exported: AccountDataExport = {
      exportedAt: "2026-03-14T10:00:00.000Z",
      account: {
        uid: "u1",
        email: null,
        emailVerified: false,
        name: null,
        createdAt: "2026-03-14T10:00:00.000Z",
        lastSignInAt: null,
        providers: ["password"],
      },
      sections: [
        {
          collection: "orders",
          about: "Your orders",
          documents: [{ id: "o1", data: { items: [{ n: 1, ok: true, note: null }] } }],
        },
      ],
      notice: null,
    };
    expect(API.getAccountData.response.parse(exported)).toEqual(exported);
    const notJson = {
      ...exported,
      sections: [
        { collection: "orders", about: "", documents: [{ id: "o1", data: { f: () => 1 } }] },
      ],
    };
    expect(API.getAccountData.response.safeParse(notJson).success).toBe(false);
  });
});

describe("the search answers", () => {
  const suggestion = { _id: "b1", title: "T", author: "A", coverImage: "t.svg", newPrice: 9.99 };

  it("accept a page of books with no closest titles, and closest titles with no books", () => {
    const book = bookFromDocument("b1", storedBook);
    const page = { query: "t", page: 1, pageSize: 24, total: 1, books: [book], closest: [] };
    expect(API.searchBooks.response.parse(page)).toEqual(page);
    const none = { ...page, total: 0, books: [], closest: [suggestion] };
    expect(API.searchBooks.response.parse(none)).toEqual(none);
    const suggest = { suggestions: [suggestion], closest: [] };
    expect(API.suggestBooks.response.parse(suggest)).toEqual(suggest);
  });

  it("refuse a page numbered from 0, a negative total or a suggestion without its price", () => {
    const page = { query: "t", page: 1, pageSize: 24, total: 0, books: [], closest: [] };
    expect(API.searchBooks.response.safeParse({ ...page, page: 0 }).success).toBe(false);
    expect(API.searchBooks.response.safeParse({ ...page, total: -1 }).success).toBe(false);
    const priceless = { _id: "b1", title: "T", author: "A", coverImage: "" };
    expect(
      API.suggestBooks.response.safeParse({ suggestions: [priceless], closest: [] }).success,
    ).toBe(false);
  });
});
