import { describe, expect, it } from "vitest";

import { NO_ADDRESS, type Order } from "./order.ts";
import { packingSlipOf, type SlipBookDetails } from "./packing-slip.ts";

const order: Order = {
  _id: "order-1",
  name: "Ada Reader",
  email: "ada@example.com",
  phone: "+1 (541) 555-0100",
  address: {
    street: "12 Analytical Row",
    city: "Springfield",
    country: "United States",
    state: "Oregon",
    zipcode: "97477",
  },
  productIds: ["book-a", "book-b"],
  items: [
    { bookId: "book-a", title: "The Engine", unitPriceCents: 1250 },
    { bookId: "book-b", title: "Notes", unitPriceCents: 725 },
  ],
  totalPrice: "19.75",
  status: "pending",
  paymentMethod: "cash-on-delivery",
  createdAt: "2025-03-01T10:00:00.000Z",
  statusHistory: [{ status: "pending", at: "2025-03-01T10:00:00.000Z" }],
};

describe("packingSlipOf", () => {
  it("gives a two-book order's customer, books with author and ISBN, prices and COD total", () => {
    const books = new Map<string, SlipBookDetails>([
      ["book-a", { author: "Ada Lovelace", isbn: "9780306406157" }],
      ["book-b", { author: "Charles Babbage", isbn: "9781861972712" }],
    ]);
    expect(packingSlipOf(order, books)).toEqual({
      orderId: "order-1",
      createdAt: "2025-03-01T10:00:00.000Z",
      status: "pending",
      name: "Ada Reader",
      phone: "+1 (541) 555-0100",
      address: order.address,
      anonymised: false,
      items: [
        {
          bookId: "book-a",
          title: "The Engine",
          author: "Ada Lovelace",
          isbn: "9780306406157",
          unitPriceCents: 1250,
        },
        {
          bookId: "book-b",
          title: "Notes",
          author: "Charles Babbage",
          isbn: "9781861972712",
          unitPriceCents: 725,
        },
      ],
      follows: [],
      totalPrice: "19.75",
    });
  });

  it("packs the books that are out, and names the forthcoming ones that follow, collecting for the parcel", () => {
    const [engine, notes] = order.items;
    if (!engine || !notes) throw new Error("the order's lines are missing");
    const mixed = { ...order, items: [engine, { ...notes, publishesOn: "2027-03-12" }] };
    const slip = packingSlipOf(mixed, new Map());
    expect(slip.items.map((item) => item.bookId)).toEqual(["book-a"]);
    expect(slip.follows).toEqual([{ bookId: "book-b", title: "Notes", publishesOn: "2027-03-12" }]);
    expect(slip.totalPrice).toBe("12.50");

    const released = { ...order, items: [{ ...engine, shipped: true as const }, notes] };
    expect(packingSlipOf(released, new Map()).items.map((item) => item.bookId)).toEqual(["book-b"]);
  });

  it("keeps the title and price as ordered, whatever the catalogue says now", () => {
    const slip = packingSlipOf(order, new Map([["book-a", { author: "A. L." }]]));
    expect(slip.items[0]).toEqual({
      bookId: "book-a",
      title: "The Engine",
      author: "A. L.",
      unitPriceCents: 1250,
    });
  });

  it("leaves out what is unknown: a deleted book, an empty author, no ISBN", () => {
    const slip = packingSlipOf(order, new Map([["book-b", { author: "  " }]]));
    expect(slip.items).toEqual([
      { bookId: "book-a", title: "The Engine", unitPriceCents: 1250 },
      { bookId: "book-b", title: "Notes", unitPriceCents: 725 },
    ]);
  });

  it("gives an order to collect its point as ordered, without the point's id, and no address", () => {
    const toCollect: Order = {
      ...order,
      address: NO_ADDRESS,
      collection: {
        pointId: "point-1",
        name: "Main Street Shop",
        address: "12 High Street, Springfield",
        hours: "Mon–Sat 9:00–18:00",
      },
    };
    const slip = packingSlipOf(toCollect, new Map());
    expect(slip.collection).toEqual({
      name: "Main Street Shop",
      address: "12 High Street, Springfield",
      hours: "Mon–Sat 9:00–18:00",
    });
    expect(slip.address).toEqual(NO_ADDRESS);
    expect(slip.totalPrice).toBe("19.75");
  });

  it("gives a delivery no collection point", () => {
    expect(packingSlipOf(order, new Map())).not.toHaveProperty("collection");
  });

  it("marks an order whose customer deleted their account", () => {
    const slip = packingSlipOf({ ...order, anonymisedAt: "2025-04-01T00:00:00.000Z" }, new Map());
    expect(slip.anonymised).toBe(true);
  });
});
