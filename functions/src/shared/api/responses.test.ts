import { describe, expect, it } from "vitest";

import { bookFromDocument, type BookDocument, type TimestampLike } from "../book.ts";
import { orderFromDocument, type OrderDocument } from "../order.ts";

import { API_RESPONSES } from "./responses.ts";

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
  createdAt: at,
  updatedAt: at,
};

const storedOrder: OrderDocument<TimestampLike> = {
  uid: "u1",
  name: "Ada",
  email: "ada@example.com",
  phone: "+1 555 0100",
  address: { city: "C", country: "US", state: "S", zipcode: "1" },
  productIds: ["b1"],
  items: [{ bookId: "b1", title: "T", unitPriceCents: 999 }],
  totalPrice: "9.99",
  totalCents: 999,
  status: "pending",
  paymentMethod: "cash-on-delivery",
  createdAt: at,
};

describe("the response schemas", () => {
  it("accept what the API makes of stored documents, unchanged", () => {
    const book = bookFromDocument("b1", storedBook);
    expect(API_RESPONSES.getBook.parse(book)).toEqual(book);
    const order = orderFromDocument("o1", storedOrder);
    expect(API_RESPONSES.listOrders.parse([order])).toEqual([order]);
  });

  it("refuse an answer missing a field or with a value outside its set", () => {
    const book = bookFromDocument("b1", storedBook);
    expect(API_RESPONSES.getBook.safeParse({ ...book, sold: undefined }).success).toBe(false);
    expect(API_RESPONSES.getBook.safeParse({ ...book, category: "poetry" }).success).toBe(false);
    const order = orderFromDocument("o1", storedOrder);
    expect(API_RESPONSES.createOrder.safeParse({ ...order, status: "lost" }).success).toBe(false);
  });

  it("take a 204's empty body for the logouts", () => {
    expect(API_RESPONSES.logout.safeParse(undefined).success).toBe(true);
    expect(API_RESPONSES.adminLogout.safeParse({}).success).toBe(false);
  });
});
