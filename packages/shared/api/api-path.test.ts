import { describe, expect, it } from "vitest";

import { apiPath, endpointForPath, fillPath } from "./api-path.ts";
import * as API from "./contract.ts";

describe("apiPath", () => {
  it("fills in and encodes the path's params", () => {
    expect(apiPath(API.getBook, { id: "a/b c" })).toBe("/api/books/a%2Fb%20c");
    expect(apiPath(API.getVerse, { chapter: 2, verse: 47 })).toBe("/api/slok/2/47");
    expect(apiPath(API.listOrdersByEmail, { email: "a+b@example.com" })).toBe(
      "/api/orders/email/a%2Bb%40example.com",
    );
  });

  it("appends the query in order, leaving out undefined and empty values", () => {
    expect(apiPath(API.listBooks, {}, { category: "fiction", limit: 4 })).toBe(
      "/api/books?category=fiction&limit=4",
    );
    expect(apiPath(API.listOrders, {}, { limit: 20, after: undefined, status: "" })).toBe(
      "/api/orders?limit=20",
    );
  });

  it("refuses a path whose param is missing", () => {
    expect(() => fillPath(API.getBook.path, {})).toThrow("/api/books/:id needs :id");
  });
});

describe("endpointForPath", () => {
  const everyEndpoint = Object.values(API);

  it("finds the GET endpoint of an address, whatever its query", () => {
    expect(endpointForPath("GET", "/api/books/abc?x=1", everyEndpoint)).toBe(API.getBook);
    expect(endpointForPath("GET", "/api/books?order=top-sellers&limit=8", everyEndpoint)).toBe(
      API.listBooks,
    );
    expect(endpointForPath("GET", "/api/books", everyEndpoint)).toBe(API.listBooks);
    expect(endpointForPath("GET", "/api/slok/2/47", everyEndpoint)).toBe(API.getVerse);
    expect(endpointForPath("GET", "/api/orders/email/a%40b.example", everyEndpoint)).toBe(
      API.listOrdersByEmail,
    );
    expect(endpointForPath("GET", "/api/orders/o1", everyEndpoint)).toBe(API.getOrder);
  });

  it("tells endpoints of one path apart by method", () => {
    expect(endpointForPath("DELETE", "/api/books/abc", everyEndpoint)).toBe(API.deleteBook);
    expect(endpointForPath("POST", "/api/contact", everyEndpoint)).toBe(API.postContactMessage);
    expect(endpointForPath("GET", "/api/contact", everyEndpoint)).toBe(API.listContactMessages);
  });

  it("finds every endpoint at its own address, and no other there", () => {
    for (const endpoint of everyEndpoint) {
      const address = fillPath(endpoint.path, {
        id: "x1",
        reviewId: "u1_x1",
        email: "a@b",
        chapter: 2,
        verse: 47,
      });
      expect(endpointForPath(endpoint.method, address, everyEndpoint)).toBe(endpoint);
    }
  });

  it("finds none for another address or method, or an empty param", () => {
    expect(endpointForPath("GET", "/api/nothing", everyEndpoint)).toBeUndefined();
    expect(endpointForPath("GET", "/api/books/abc/more", everyEndpoint)).toBeUndefined();
    expect(endpointForPath("GET", "/api/books/", everyEndpoint)).toBeUndefined();
    expect(endpointForPath("PUT", "/api/books", everyEndpoint)).toBeUndefined();
    expect(endpointForPath("GET", "/covers/a.svg", everyEndpoint)).toBeUndefined();
  });

  it("looks only among the endpoints it is given", () => {
    const early = [API.getBook, API.listBooks];
    expect(endpointForPath("GET", "/api/books/abc", early)).toBe(API.getBook);
    expect(endpointForPath("GET", "/api/slok/2/47", early)).toBeUndefined();
  });
});
