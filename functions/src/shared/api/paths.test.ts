import { describe, expect, it } from "vitest";

import * as API from "./endpoints.ts";
import { apiPath, fillPath } from "./paths.ts";
import { API_RESPONSES } from "./responses.ts";

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

describe("the contract", () => {
  it("names each endpoint by its export name, once per method and path", () => {
    for (const [key, endpoint] of Object.entries(API)) expect(endpoint.name).toBe(key);
    const routes = Object.values(API).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("has a response schema for every endpoint and no other", () => {
    expect(Object.keys(API_RESPONSES).sort()).toEqual(Object.keys(API).sort());
  });
});
