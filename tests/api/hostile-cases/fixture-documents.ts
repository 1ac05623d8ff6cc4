import { Timestamp } from "firebase-admin/firestore";

import { bookSearchTerms } from "@bookstore/shared/books/book-search.ts";
import { NO_RATINGS } from "@bookstore/shared/books/book.ts";

import { writeNewStockShards } from "../../../functions/src/lib/book-stock.ts";
import { booksCollection, type StoredBook } from "../../../functions/src/lib/collections/books.ts";
import {
  ordersCollection,
  type StoredOrder,
} from "../../../functions/src/lib/collections/orders.ts";
import { adminDb } from "../../support/admin-session.ts";

import { FIXTURE, RUN } from "./fixtures.ts";

/** The documents and the forged token the table's cases name, made before it runs. */

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** An unsigned ID token with `admin: true` for a user the Auth emulator has never seen. */
export function forgedAdminToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: "https://securetoken.google.com/demo-bookstore",
    aud: "demo-bookstore",
    sub: `forged-${RUN}`,
    user_id: `forged-${RUN}`,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    admin: true,
    firebase: { identities: {}, sign_in_provider: "custom" },
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
}

const OTHER_CUSTOMER = { uid: `someone-else-${RUN}`, email: `someone-else-${RUN}@example.com` };
/** The fixture book's copies; a test that orders one puts the shards back to this. */
const FIXTURE_STOCK = 5;

const LONG_AGO = Timestamp.fromDate(new Date("2001-01-01T00:00:00Z"));

/** FIXTURE's book, and its delivered order placed by another customer. */
export async function createFixtureDocuments(): Promise<void> {
  const book: StoredBook = {
    title: "Hostile input fixture",
    author: "",
    description: "Exists only while tests/api/hostile-input.test.ts runs.",
    category: "fiction",
    coverImage: "",
    newPrice: 3.5,
    oldPrice: 4,
    trending: false,
    sold: 0,
    stock: FIXTURE_STOCK,
    onSale: true,
    searchTerms: bookSearchTerms("Hostile input fixture", ""),
    generation: `hostile-${FIXTURE.bookId}`,
    ...NO_RATINGS,
    createdAt: LONG_AGO,
    updatedAt: LONG_AGO,
  };
  const order: StoredOrder = {
    uid: OTHER_CUSTOMER.uid,
    name: "Someone Else",
    email: OTHER_CUSTOMER.email,
    phone: "+1 (541) 555-0199",
    address: { city: "Springfield", country: "United States", state: "Oregon", zipcode: "97477" },
    productIds: [FIXTURE.bookId],
    items: [{ bookId: FIXTURE.bookId, title: book.title, unitPriceCents: 350 }],
    totalPrice: "3.50",
    totalCents: 350,
    status: "delivered",
    paymentMethod: "cash-on-delivery",
    createdAt: LONG_AGO,
  };
  const batch = adminDb.batch();
  batch.create(booksCollection(adminDb).doc(FIXTURE.bookId), book);
  writeNewStockShards(batch, adminDb, FIXTURE.bookId, { stock: book.stock });
  await batch.commit();
  await ordersCollection(adminDb).doc(FIXTURE.orderId).create(order);
}
