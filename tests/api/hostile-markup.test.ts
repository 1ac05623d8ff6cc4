import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Book } from "@bookstore/shared/books/books-api.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { coversCollection } from "../../functions/src/lib/collections/covers.ts";
import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { ordersCollection } from "../../functions/src/lib/collections/orders.ts";
import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";
import { adminDb, adminIdToken } from "../support/admin-session.ts";
import {
  bearer,
  signUpCustomer,
  uniqueEmail,
  type SignedInAccount,
} from "../support/auth-tokens.ts";
import { deleteMailTo } from "../support/mail.ts";
import { createTestBooks, deleteTestBooks, type TestBook } from "../support/order-fixtures.ts";
import { STORE_URL } from "../support/store.ts";

/**
 * HTML and script payloads that are valid input: the API stores them and answers them back
 * verbatim, as inert text, and the cover it draws escapes them. Markup that is not valid input
 * is refused with the rest of the hostile requests (hostile-input.test.ts).
 */

/** Marks this run's stored text, so a test finds its own message and address. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

let adminToken: string;
let customer: SignedInAccount;
/** The book the customer orders: this file's own, so no seeded book's stock changes. */
let orderedBooks: TestBook[];

beforeAll(async () => {
  [adminToken, customer, orderedBooks] = await Promise.all([
    adminIdToken(),
    signUpCustomer(uniqueEmail("markup")),
    createTestBooks("markup", [9]),
  ]);
});

afterAll(async () => {
  await Promise.all([
    deleteTestBooks(orderedBooks),
    customersCollection(adminDb).doc(customer.uid).delete(),
    deleteMailTo(customer.email),
  ]);
});

describe("HTML and script payloads that are valid input are stored as inert text", () => {
  it("a book the admin titles <img src=x onerror=alert(1)> comes back as exactly that text", async () => {
    const input = {
      title: "<img src=x onerror=alert(1)>",
      author: '"><svg onload=alert(1)>',
      description: `<script>alert("${run}")</script> & <b>bold</b>`,
      category: "fiction",
      oldPrice: 2,
      newPrice: 1,
    };
    const created = await fetch(`${STORE_URL}/api/books/create-book`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(adminToken) },
      body: JSON.stringify(input),
    });
    const book = (await created.json()) as Book;
    expect(created.status).toBe(201);
    try {
      const read = await fetch(`${STORE_URL}/api/books/${book._id}`);
      expect(read.status).toBe(200);
      expect(await read.json()).toMatchObject({
        title: input.title,
        author: input.author,
        description: input.description,
      });

      // The store draws a cover with the title on it: the markup must be escaped in the SVG.
      const cover = await fetch(`${STORE_URL}/covers/${book.coverImage}`);
      const svg = await cover.text();
      expect(cover.status).toBe(200);
      expect(svg).not.toContain("<img");
      expect(svg).not.toContain("<svg onload");
      expect(svg).toContain("&lt;img src=x onerror=alert(1)&gt;");
    } finally {
      const deleted = await fetch(`${STORE_URL}/api/books/${book._id}`, {
        method: "DELETE",
        headers: bearer(adminToken),
      });
      expect(deleted.status).toBe(200);
    }
    expect((await booksCollection(adminDb).doc(book._id).get()).exists).toBe(false);
    const coverDoc = await coversCollection(adminDb).doc(book.coverImage).get();
    expect(coverDoc.exists).toBe(false);
  });

  it("a contact message with a <script> is stored and listed verbatim", async () => {
    const input = {
      name: "<b onmouseover=alert(1)>Eve</b>",
      email: "eve@example.com",
      message: `<script>alert(document.cookie)</script> ${run}`,
    };
    const posted = await fetch(`${STORE_URL}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(input),
    });
    expect(posted.status).toBe(201);
    const stored = await messagesCollection(adminDb).where("message", "==", input.message).get();
    try {
      expect(stored.size).toBe(1);
      expect(stored.docs[0]?.data()).toMatchObject(input);
      const listed = await fetch(`${STORE_URL}/api/contact?limit=20`, {
        headers: bearer(adminToken),
      });
      expect(listed.status).toBe(200);
      const entries = (await listed.json()) as { name: string; message: string }[];
      expect(entries.find((entry) => entry.message === input.message)).toMatchObject({
        name: input.name,
        message: input.message,
      });
    } finally {
      await Promise.all(stored.docs.map((doc) => doc.ref.delete()));
    }
  });

  it.each([
    "<script>alert(1)</script>@example.com",
    '"><svg/onload=alert(1)>@example.com',
    "eve@example.com<img src=x onerror=alert(1)>",
  ])("the newsletter refuses the address %s", async (email) => {
    const posted = await fetch(`${STORE_URL}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(posted.status).toBe(400);
    expect(await posted.json()).toEqual({
      message: "email: Please provide a valid email address.",
    });
  });

  it("a quote-breaking but valid address (o'reilly-…@example.com) is stored verbatim", async () => {
    const email = `o'reilly-${run}@example.com`;
    const posted = await fetch(`${STORE_URL}/api/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email }),
    });
    const ref = subscribersCollection(adminDb).doc(subscriberId(email));
    try {
      expect(posted.status).toBe(200);
      expect((await ref.get()).get("email")).toBe(email);
    } finally {
      await ref.delete();
    }
  });

  it("an order whose name and city hold markup is stored and listed verbatim", async () => {
    const input = {
      name: "<img src=x onerror=alert(1)><script>alert(1)</script>",
      phone: "+1 (541) 555-0100",
      address: {
        city: '"><svg onload=alert(1)>',
        country: "United States",
        state: "Oregon",
        zipcode: "97477",
      },
      productIds: orderedBooks.map(({ id }) => id),
    };
    const { email, idToken } = customer;
    const placed = await fetch(`${STORE_URL}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(idToken) },
      body: JSON.stringify(input),
    });
    const order = (await placed.json()) as Order;
    try {
      expect(placed.status).toBe(201);
      expect(order.name).toBe(input.name);
      const listed = await fetch(`${STORE_URL}/api/orders/email/${encodeURIComponent(email)}`, {
        headers: bearer(idToken),
      });
      expect(listed.status).toBe(200);
      const orders = (await listed.json()) as Order[];
      expect(orders.find((entry) => entry._id === order._id)).toMatchObject({
        name: input.name,
        address: input.address,
      });
    } finally {
      if (placed.status === 201) await ordersCollection(adminDb).doc(order._id).delete();
    }
  });
});
