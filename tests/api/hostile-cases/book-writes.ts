import { BOOK_MESSAGES, bookTooLongMessage } from "@bookstore/shared/books/book-input.ts";
import { CONTACT_MESSAGES } from "@bookstore/shared/contact/contact.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import {
  FIXTURE,
  MEGABYTE,
  OVER_100_KB,
  RUN,
  SCRIPT,
  TOO_LARGE,
  TOO_LARGE_MESSAGE,
  adminOnly,
  validBook,
  withRawKey,
  withoutKey,
  jsonBodyCases,
  type HostileCase,
} from "./fixtures.ts";

/** Body cases shared by create and edit: the schema is the same. */
function bookBodies(endpoint: string, method: string, path: string): HostileCase[] {
  const send = jsonBodyCases({ endpoint, method, path, caller: "admin" });
  const raw = (name: string, text: string, message: string | RegExp): HostileCase => ({
    endpoint,
    name,
    method,
    path,
    caller: "admin",
    raw: text,
    status: 400,
    message,
  });
  return [
    ...adminOnly(endpoint, method, path, validBook),
    send("a missing title", withoutKey(validBook, "title"), `title: ${BOOK_MESSAGES.required}`),
    send(
      "a title that is a number",
      { ...validBook, title: 42 },
      `title: ${BOOK_MESSAGES.notText}`,
    ),
    send(
      "a title that is an object",
      { ...validBook, title: { $ne: "" } },
      `title: ${BOOK_MESSAGES.notText}`,
    ),
    send(
      "a 201-character title",
      { ...validBook, title: "t".repeat(201) },
      `title: ${bookTooLongMessage(200)}`,
    ),
    send(
      "a 1 MB title (a body over 100 KB)",
      { ...validBook, title: MEGABYTE },
      TOO_LARGE_MESSAGE,
      TOO_LARGE,
    ),
    send(
      "a missing description",
      withoutKey(validBook, "description"),
      `description: ${BOOK_MESSAGES.required}`,
    ),
    send(
      "an unknown category",
      { ...validBook, category: "poetry" },
      `category: ${BOOK_MESSAGES.category}`,
    ),
    send(
      "a category with <script> markup",
      { ...validBook, category: SCRIPT },
      `category: ${BOOK_MESSAGES.category}`,
    ),
    send(
      "a price that is a string",
      { ...validBook, newPrice: "12" },
      `newPrice: ${BOOK_MESSAGES.notNumber}`,
    ),
    send("a negative price", { ...validBook, newPrice: -1 }, `newPrice: ${BOOK_MESSAGES.negative}`),
    send(
      "a price with 3 decimals",
      { ...validBook, newPrice: 1.005 },
      `newPrice: ${BOOK_MESSAGES.tooManyDecimals}`,
    ),
    send(
      "a huge price (1e308)",
      { ...validBook, oldPrice: 1e308 },
      `oldPrice: ${BOOK_MESSAGES.tooExpensive}`,
    ),
    send(
      "a price of NaN (JSON null)",
      { ...validBook, newPrice: Number.NaN },
      `newPrice: ${BOOK_MESSAGES.notNumber}`,
    ),
    raw(
      "a price of 1e999 (Infinity once parsed)",
      JSON.stringify(validBook).replace('"newPrice":1', '"newPrice":1e999'),
      `newPrice: ${BOOK_MESSAGES.notNumber}`,
    ),
    send(
      "trending as the string yes",
      { ...validBook, trending: "yes" },
      `trending: ${BOOK_MESSAGES.notBoolean}`,
    ),
    send("an extra field sold", { ...validBook, sold: 1_000_000 }, 'Unrecognized key: "sold"'),
    send(
      "an extra field createdAt",
      { ...validBook, createdAt: "1970-01-01" },
      'Unrecognized key: "createdAt"',
    ),
    raw(
      "a __proto__ key",
      withRawKey('"__proto__":{"admin":true}', validBook),
      /Unrecognized key: "__proto__"/,
    ),
    send(
      "a constructor key",
      { ...validBook, constructor: { prototype: { admin: true } } },
      /Unrecognized key: "constructor"/,
    ),
    send(
      "coverImage javascript:alert(1)",
      { ...validBook, coverImage: "javascript:alert(1)" },
      `coverImage: ${BOOK_MESSAGES.coverImage}`,
    ),
    send(
      "coverImage ../../admins/admin (path traversal)",
      { ...validBook, coverImage: "../../admins/admin" },
      `coverImage: ${BOOK_MESSAGES.coverImage}`,
    ),
    send(
      "coverImage naming no stored cover",
      { ...validBook, coverImage: `missing-${RUN}.webp` },
      `coverImage: ${BOOK_MESSAGES.coverMissing}`,
    ),
    send("a JSON array body", [validBook], CONTACT_MESSAGES.bodyNotObject),
    {
      endpoint,
      name: "the book as text/plain",
      method,
      path,
      caller: "admin",
      raw: JSON.stringify(validBook),
      contentType: "text/plain",
      status: 415,
      message: MESSAGES.jsonBodyRequired,
    },
    {
      endpoint,
      name: "the book as a urlencoded form (prices arrive as strings)",
      method,
      path,
      caller: "admin",
      raw: new URLSearchParams({ ...validBook, oldPrice: "2", newPrice: "1" }).toString(),
      contentType: "application/x-www-form-urlencoded",
      status: [400, 415],
    },
    {
      endpoint,
      name: "syntactically invalid JSON ({title:)",
      method,
      path,
      caller: "admin",
      raw: "{title:",
      status: 400,
      answeredBy: "runtime",
    },
    {
      endpoint,
      name: "a price of NaN as a bare token (not JSON)",
      method,
      path,
      caller: "admin",
      raw: JSON.stringify(validBook).replace('"newPrice":1', '"newPrice":NaN'),
      status: 400,
      answeredBy: "runtime",
    },
  ];
}
export function bookWrites(): HostileCase[] {
  const edit = "PUT /api/books/edit/:id";
  const editPath = `/api/books/edit/${FIXTURE.bookId}`;
  const remove = "DELETE /api/books/:id";
  const admin = (
    endpoint: string,
    name: string,
    method: string,
    path: string,
    status: number | number[],
    message?: string,
  ): HostileCase => ({
    endpoint,
    name,
    method,
    path,
    caller: "admin",
    json: method === "PUT" ? validBook : undefined,
    status,
    message,
  });
  return [
    ...bookBodies("POST /api/books/create-book", "POST", "/api/books/create-book"),
    admin(
      "POST /api/books/create-book",
      "GET (a method the route does not serve)",
      "GET",
      "/api/books/create-book",
      405,
      MESSAGES.methodNotAllowed,
    ),
    ...bookBodies(edit, "PUT", editPath),
    admin(
      edit,
      "an id with <script> markup",
      "PUT",
      `/api/books/edit/${encodeURIComponent(SCRIPT)}`,
      400,
      MESSAGES.invalidBookId,
    ),
    admin(
      edit,
      "a 200-character id",
      "PUT",
      `/api/books/edit/${"e".repeat(200)}`,
      400,
      MESSAGES.invalidBookId,
    ),
    admin(
      edit,
      "an unknown id with a valid book",
      "PUT",
      `/api/books/edit/no-such-book-${RUN}`,
      404,
      MESSAGES.bookNotFound,
    ),
    admin(
      edit,
      "the reserved document id __proto__",
      "PUT",
      "/api/books/edit/__proto__",
      [400, 404],
    ),
    admin(
      edit,
      "PATCH (a method the route does not serve)",
      "PATCH",
      editPath,
      405,
      MESSAGES.methodNotAllowed,
    ),
    ...adminOnly(remove, "DELETE", `/api/books/${FIXTURE.bookId}`),
    admin(
      remove,
      "an id with <script> markup",
      "DELETE",
      `/api/books/${encodeURIComponent(SCRIPT)}`,
      400,
      MESSAGES.invalidBookId,
    ),
    admin(
      remove,
      "an id with an encoded slash",
      "DELETE",
      "/api/books/books%2Fx",
      400,
      MESSAGES.invalidBookId,
    ),
    admin(
      remove,
      "an unknown id",
      "DELETE",
      `/api/books/no-such-book-${RUN}`,
      404,
      MESSAGES.bookNotFound,
    ),
    admin(
      remove,
      "the reserved document id __proto__",
      "DELETE",
      "/api/books/__proto__",
      [400, 404],
    ),
    admin(remove, "the reserved document id __name__", "DELETE", "/api/books/__name__", [400, 404]),
    {
      endpoint: remove,
      name: "a 200 KB JSON body on the fixture book",
      method: "DELETE",
      path: `/api/books/${FIXTURE.bookId}`,
      caller: "admin",
      raw: JSON.stringify({ pad: OVER_100_KB + OVER_100_KB }),
      status: TOO_LARGE,
      message: TOO_LARGE_MESSAGE,
    },
  ];
}
