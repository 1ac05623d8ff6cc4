import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CATEGORIES } from "@bookstore/shared/books/categories.ts";
import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";
import type { BestCustomer, AdminStats } from "@bookstore/shared/dashboard/dashboard-api.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { ordersCollection, type StoredOrder } from "../../functions/src/lib/collections/orders.ts";
import { adminDb, adminIdToken, api } from "../support/admin-session.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";

/** "YYYY-MM" of a date, in UTC. */
function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * The dashboard's figures worked out here from every book and order document (the test may
 * read them all; the endpoint must not), with no code shared with the endpoint.
 */
async function expectedStats(now: Date): Promise<AdminStats> {
  const [bookDocs, orderDocs] = await Promise.all([
    booksCollection(adminDb).get(),
    ordersCollection(adminDb).get(),
  ]);
  const books = bookDocs.docs.map((doc) => doc.data());
  const allOrders = orderDocs.docs.map((doc) => doc.data());
  const live = allOrders.filter((order) => order.status !== "cancelled");
  const trendingBooks = books.filter((book) => book.trending).length;

  const months: string[] = [];
  for (let back = 11; back >= 0; back -= 1) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  const monthly = months.map((month) => {
    const inMonth = live.filter((order) => monthOf(order.createdAt.toDate()) === month);
    const cents = inMonth.reduce((total, order) => total + order.totalCents, 0);
    return { month, revenue: cents / 100, orders: inMonth.length };
  });

  const byCustomer = new Map<string, StoredOrder[]>();
  for (const order of allOrders) {
    byCustomer.set(order.uid, [...(byCustomer.get(order.uid) ?? []), order]);
  }
  const customers: BestCustomer[] = [...byCustomer.values()].map((orders) => {
    const latest = orders.reduce((a, b) =>
      a.createdAt.toMillis() >= b.createdAt.toMillis() ? a : b,
    );
    const kept = orders.filter((order) => order.status !== "cancelled");
    const cents = kept.reduce((total, order) => total + order.totalCents, 0);
    return { name: latest.name, email: latest.email, spent: cents / 100, orders: kept.length };
  });

  return {
    totalBooks: books.length,
    totalSales: live.reduce((total, order) => total + order.totalCents, 0) / 100,
    trendingBooks,
    trendingShare: Math.round((100 * trendingBooks) / books.length),
    totalOrders: live.length,
    pendingOrders: allOrders.filter((order) => order.status === "pending").length,
    lowStockBooks: books.filter((book) => book.stock <= LOW_STOCK_MAX).length,
    monthly,
    // The top five, and every customer tied with the fifth: each of those may take fifth place.
    bestCustomers: topFiveWithTies(customers.filter((customer) => customer.spent > 0)),
    salesByCategory: CATEGORIES.map((category) => ({
      category,
      sold: books
        .filter((book) => book.category === category)
        .reduce((total, book) => total + book.sold, 0),
    })),
  };
}

function topFiveWithTies<T extends { spent: number }>(customers: T[]): T[] {
  const ranked = [...customers].sort((a, b) => b.spent - a.spent);
  const fifth = ranked[4]?.spent;
  return ranked.filter((customer, index) => index < 5 || customer.spent === fifth);
}

let token: string;

beforeAll(async () => {
  token = await adminIdToken();
});

/** The endpoint's answer and the independent figures, taken while nothing else changed the store. */
async function stableComparison(): Promise<{ actual: AdminStats; expected: AdminStats }> {
  for (let attempt = 0; ; attempt += 1) {
    const before = await expectedStats(new Date());
    const { status, body } = await api<AdminStats>("/api/admin", { token });
    expect(status).toBe(200);
    const after = await expectedStats(new Date());
    if (JSON.stringify(before) === JSON.stringify(after) || attempt === 4) {
      return { actual: body, expected: after };
    }
  }
}

describe("GET /api/admin", () => {
  it("answers figures that match the store's books and orders", async () => {
    const { actual, expected } = await stableComparison();
    const { bestCustomers, ...figures } = actual;
    const { bestCustomers: expectedCustomers, ...expectedFigures } = expected;
    expect(figures).toEqual(expectedFigures);
    // Customers with equal spend may come in either order: compare the spend ranking and rows.
    expect(bestCustomers.map((customer) => customer.spent)).toEqual(
      expectedCustomers.slice(0, 5).map((customer) => customer.spent),
    );
    for (const customer of bestCustomers) {
      expect(expectedCustomers).toContainEqual(customer);
    }
  });

  it("holds the seeded store's figures: 84 books, the demo customer's 30 orders, 12 months", async () => {
    const { body } = await api<AdminStats>("/api/admin", { token });
    expect(body.totalBooks).toBeGreaterThanOrEqual(84);
    expect(body.totalOrders).toBeGreaterThanOrEqual(30);
    expect(body.monthly).toHaveLength(12);
    expect(body.monthly.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7));
    expect(body.monthly.every((month) => month.orders >= 2)).toBe(true);
    expect(body.bestCustomers.map((customer) => customer.email)).toContain("customer@example.com");
    expect(body.salesByCategory.map((entry) => entry.category)).toEqual([...CATEGORIES]);
    expect(body.trendingShare).toBe(Math.round((100 * body.trendingBooks) / body.totalBooks));
    // The seed's three books with no copies and four with 1 to 3.
    expect(body.lowStockBooks).toBeGreaterThanOrEqual(7);
  });

  it("is never answered from a cache", async () => {
    const { status, headers } = await api("/api/admin", { token });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("GET /api/admin: low stock", () => {
  let testBooks: TestBook[] = [];

  afterAll(async () => {
    await deleteTestBooks(testBooks);
  });

  async function lowStockBooks(): Promise<number> {
    const { status, body } = await api<AdminStats>("/api/admin", { token });
    expect(status).toBe(200);
    return body.lowStockBooks;
  }

  it(`counts the books with ${String(LOW_STOCK_MAX)} copies or fewer, out of stock included`, async () => {
    const before = await lowStockBooks();
    // Low: 0, 1 and exactly LOW_STOCK_MAX copies; not low: one more than that, and plenty.
    testBooks = await createTestBooks(
      "low-stock-figure",
      [5, 5, 5, 5, 5],
      [0, 1, LOW_STOCK_MAX, LOW_STOCK_MAX + 1, 40],
    );
    expect(await lowStockBooks()).toBe(before + 3);
    await deleteTestBooks(testBooks);
    testBooks = [];
    expect(await lowStockBooks()).toBe(before);
  });
});
