import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { FIXTURE, RUN, SCRIPT, validBook, type HostileCase } from "./fixtures.ts";

export function booksList(): HostileCase[] {
  const endpoint = "GET /api/books";
  const get = (name: string, query: string, message: string | RegExp): HostileCase => ({
    endpoint,
    name,
    method: "GET",
    path: `/api/books?${query}`,
    status: 400,
    message,
  });
  return [
    get("limit=abc (not a number)", "limit=abc", /^limit: /),
    get("limit=-1 (negative)", "limit=-1", /^limit: /),
    get("limit=0", "limit=0", /^limit: /),
    get("limit=NaN", "limit=NaN", /^limit: /),
    get("limit=1e309 (Infinity)", "limit=1e309", /^limit: /),
    get("limit=101 (over the maximum)", "limit=101", /^limit: must be at most 100;/),
    get("limit=1000 (the old maximum)", "limit=1000", /^limit: must be at most 100;/),
    get("limit=99999999999999999999 (huge)", "limit=99999999999999999999", /^limit: /),
    get("limit=1.5 (not whole)", "limit=1.5", /^limit: /),
    get("limit given twice", "limit=1&limit=2", /^limit: /),
    get("limit[a]=1 (an object)", "limit[a]=1", /^limit: /),
    get("category=poetry (not a category)", "category=poetry", /^category: /),
    get("category given twice", "category=finance&category=fiction", /^category: /),
    get("an unknown parameter x=1", "x=1", /Unrecognized key/),
    get("constructor[prototype][polluted]=1", "constructor[prototype][polluted]=1", /constructor/),
    get("an empty after=", "after=", /^after: /),
    get("a 2,000-character after", `after=${"a".repeat(2000)}`, /^after: /),
    get("after=no-such-book", "after=no-such-book", "after: unknown book id"),
    get("after=a/b (a document path)", "after=a%2Fb", "after: unknown book id"),
    get("after=.. (a parent path)", "after=..", "after: unknown book id"),
    get("after=__proto__ (a reserved document id)", "after=__proto__", "after: unknown book id"),
    get("after=<script> payload", `after=${encodeURIComponent(SCRIPT)}`, "after: unknown book id"),
    get("search= (empty)", "search=", /^search: /),
    get("search=a (no word of two letters)", "search=a", /^search: /),
    get("search=!!! (punctuation only)", "search=%21%21%21", /^search: /),
    get("a 2,000-character search", `search=${"a".repeat(2000)}`, /^search: /),
    get("search given twice", "search=money&search=data", /^search: /),
    get("search[a]=1 (an object)", "search[a]=1", /^search: /),
    get("search with a category", "search=money&category=finance", /^search: /),
    get("search with after", `search=money&after=${FIXTURE.bookId}`, /^search: /),
    get("search with an order", "search=money&order=top-sellers", /^search: /),
    get("order=author (not an order)", "order=author", /^order: /),
    get("order given twice", "order=newest&order=top-sellers", /^order: /),
    get("order[a]=1 (an object)", "order[a]=1", /^order: /),
    get("top sellers with after", `order=top-sellers&after=${FIXTURE.bookId}`, /^order: /),
    get("top sellers with a price", "order=top-sellers&minPrice=5", /^order: /),
    get("minPrice=-1 (negative)", "minPrice=-1", /^minPrice: /),
    get("maxPrice=abc (not a number)", "maxPrice=abc", /^maxPrice: /),
    get("maxPrice=10001 (over any price)", "maxPrice=10001", /^maxPrice: /),
    get("onSale=yes (only true)", "onSale=yes", /^onSale: /),
    get("an empty before=", "before=", /^before: /),
    get("before=no-such-book", "before=no-such-book", "before: unknown book id"),
    get("search with a price", "search=money&maxPrice=10", /^search: /),
    get("search with before", `search=money&before=${FIXTURE.bookId}`, /^search: /),
  ];
}
export function bookById(): HostileCase[] {
  const endpoint = "GET /api/books/:id";
  const get = (
    name: string,
    id: string,
    status: number | number[],
    message: string,
  ): HostileCase => ({
    endpoint,
    name,
    method: "GET",
    path: `/api/books/${id}`,
    status,
    message,
  });
  return [
    get("an id with <script> markup", encodeURIComponent(SCRIPT), 400, MESSAGES.invalidBookId),
    get("an id with an encoded slash (a/b)", "a%2Fb", 400, MESSAGES.invalidBookId),
    get("a 129-character id", "b".repeat(129), 400, MESSAGES.invalidBookId),
    get("an id with a NUL byte", "abc%00", 400, MESSAGES.invalidBookId),
    get(
      "an id with spaces and quotes",
      encodeURIComponent(`1' OR '1'='1`),
      400,
      MESSAGES.invalidBookId,
    ),
    get("an unknown id", `no-such-book-${RUN}`, 404, MESSAGES.bookNotFound),
    get("the id constructor", "constructor", 404, MESSAGES.bookNotFound),
    {
      ...get("the reserved document id __proto__", "__proto__", [400, 404], ""),
      message: undefined,
    },
    {
      ...get("the reserved document id __name__", "__name__", [400, 404], ""),
      message: undefined,
    },
    {
      endpoint,
      name: "POST (a method the route does not serve)",
      method: "POST",
      path: `/api/books/${FIXTURE.bookId}`,
      json: validBook,
      caller: "admin",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
    {
      endpoint,
      name: "PROPFIND (a WebDAV method)",
      method: "PROPFIND",
      path: `/api/books/${FIXTURE.bookId}`,
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
