import { describe, expect, it, vi } from "vitest";

import * as API from "@bookstore/shared/api/contract.ts";
import { sampleOrder } from "@bookstore/shared/orders/sample-order.test-support.ts";

import { apiPage, apiRequest, ApiError } from "./api-client";
import { stubbedFetch } from "./fetch-stub.test-support";
import { sampleBook } from "./sample-book.test-support";

const book = sampleBook;

const fetchMock = stubbedFetch();

function answer(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), init);
}

describe("apiRequest", () => {
  it("calls the endpoint's address and gives an answer of the contract's shape", async () => {
    fetchMock.mockResolvedValueOnce(answer(book));
    await expect(apiRequest(API.getBook, { params: { id: "b 1" } })).resolves.toEqual(book);
    expect(fetchMock).toHaveBeenCalledWith("/api/books/b%201", expect.anything());
  });

  it("sends the body as JSON with the endpoint's method", async () => {
    fetchMock.mockResolvedValueOnce(answer({ message: "Subscribed" }, { status: 201 }));
    await apiRequest(API.subscribe, { body: { email: "reader@example.com" } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ email: "reader@example.com" }));
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("sends a session's fresh ID token as the Bearer credential, beside the entry's headers", async () => {
    fetchMock.mockResolvedValueOnce(answer(sampleOrder, { status: 201 }));
    const session = { getIdToken: vi.fn(() => Promise.resolve("token-1")) };
    await apiRequest(API.createOrder, {
      session,
      headers: { "Idempotency-Key": "checkout-1" },
      body: { name: "Ada", phone: "5415550100", productIds: ["a"], totalPrice: "19.99" },
    });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("Authorization")).toBe("Bearer token-1");
    expect(headers.get("Idempotency-Key")).toBe("checkout-1");
    expect(session.getIdToken).toHaveBeenCalledOnce();
  });

  it("leaves out a declared header the call has no value for", async () => {
    fetchMock.mockResolvedValueOnce(answer(sampleOrder, { status: 201 }));
    await apiRequest(API.createOrder, {
      headers: { "Idempotency-Key": undefined },
      body: { name: "Ada", phone: "5415550100", productIds: ["a"], totalPrice: "19.99" },
    });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has("Idempotency-Key")).toBe(false);
  });

  it("sends no Authorization header without a session", async () => {
    fetchMock.mockResolvedValueOnce(answer(book));
    await apiRequest(API.getBook, { params: { id: "b1" } });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has("Authorization")).toBe(false);
  });

  it("rejects a malformed answer with a PARSING_ERROR that names the endpoint", async () => {
    fetchMock.mockResolvedValueOnce(answer({ ...book, newPrice: "12.50", createdAt: undefined }));
    const call = apiRequest(API.getBook, { params: { id: "b1" } });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({
      kind: "PARSING_ERROR",
      message: "The server's answer to GET /api/books/:id has an unexpected shape (at newPrice).",
    });
  });

  it("rejects an answer that is not JSON as unreadable", async () => {
    fetchMock.mockResolvedValueOnce(new Response("<html>"));
    await expect(apiRequest(API.listVerses)).rejects.toMatchObject({
      kind: "PARSING_ERROR",
      message: "The server sent an unreadable answer.",
    });
  });

  it("turns an error status into an ApiError with the server's message", async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ message: "Book not found" }, { status: 404, statusText: "Not Found" }),
    );
    await expect(apiRequest(API.getBook, { params: { id: "nope" } })).rejects.toMatchObject({
      kind: 404,
      message: "Book not found",
      statusText: "Not Found",
    });
  });

  it("accepts the empty answer of a 204", async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest(API.logout)).resolves.toBeUndefined();
  });
});

describe("apiPage", () => {
  it("sends ?limit=&after= and the set filters, and reads the next page's cursor", async () => {
    fetchMock.mockResolvedValueOnce(answer([book], { headers: { "X-Next-Cursor": "b1" } }));
    const page = await apiPage(
      API.listBooks,
      { limit: 20, after: "b0" },
      { query: { category: "fiction", trending: "" } },
    );
    expect(page).toEqual({ items: [book], nextCursor: "b1" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/books?limit=20&after=b0&category=fiction",
      expect.anything(),
    );
  });

  it("has no cursor on the last page and leaves `after` out on the first", async () => {
    fetchMock.mockResolvedValueOnce(answer([]));
    await expect(apiPage(API.listBooks, { limit: 10, after: undefined })).resolves.toEqual({
      items: [],
      nextCursor: undefined,
    });
    expect(fetchMock).toHaveBeenCalledWith("/api/books?limit=10", expect.anything());
  });

  it("rejects a page with a malformed item, naming the item", async () => {
    fetchMock.mockResolvedValueOnce(answer([book, { ...book, category: "poetry" }]));
    await expect(apiPage(API.listBooks, { limit: 2, after: undefined })).rejects.toMatchObject({
      kind: "PARSING_ERROR",
      message: "The server's answer to GET /api/books has an unexpected shape (at 1.category).",
    });
  });
});
