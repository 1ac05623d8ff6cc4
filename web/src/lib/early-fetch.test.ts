import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import * as API from "@shared/api/contract.ts";

import { earlyAnswerOr, startEarlyApiFetch, takeEarlyAnswer } from "./early-fetch";
import { sampleBook } from "./sample-book.test-support";

/** A fetch the test answers with `respond(status, body)`. */
function pendingFetch() {
  let respond: (status: number, body: unknown) => void = () => undefined;
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        respond = (status, body) => {
          resolve(new Response(JSON.stringify(body), { status }));
        };
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return {
    fetch,
    respond: (status: number, body: unknown) => {
      respond(status, body);
    },
  };
}

beforeEach(() => {
  vi.stubGlobal("window", {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("early answers", () => {
  it("hands an answer still on its way to the page, without asking again", async () => {
    const request = pendingFetch();
    void startEarlyApiFetch(API.getBook, "/api/books/a");
    const ask = vi.fn(() => Promise.resolve(undefined));
    const answer = earlyAnswerOr(API.getBook, "/api/books/a", ask);
    request.respond(200, sampleBook);
    await expect(answer).resolves.toEqual(sampleBook);
    expect(ask).not.toHaveBeenCalled();
    expect(request.fetch).toHaveBeenCalledTimes(1);
  });

  it("asks again when the early request answered an error, or none was started", async () => {
    const request = pendingFetch();
    void startEarlyApiFetch(API.getBook, "/api/books/b");
    const ask = vi.fn(() => Promise.resolve({ asked: true }));
    const answer = earlyAnswerOr(API.getBook, "/api/books/b", ask);
    request.respond(503, { message: "busy" });
    await expect(answer).resolves.toEqual({ asked: true });
    await expect(earlyAnswerOr(API.getBook, "/api/books/c", ask)).resolves.toEqual({
      asked: true,
    });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("never hands over an answer of another shape: the page asks again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const request = pendingFetch();
    const arrived = startEarlyApiFetch(API.listBooks, "/api/books?limit=2");
    request.respond(200, [sampleBook, { ...sampleBook, newPrice: "12.50" }]);
    await expect(arrived).resolves.toBeUndefined();
    expect(takeEarlyAnswer(API.listBooks, "/api/books?limit=2")).toBeUndefined();
    const ask = vi.fn(() => Promise.resolve([]));
    await expect(earlyAnswerOr(API.listBooks, "/api/books?limit=2", ask)).resolves.toEqual([]);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(
      "The early answer to GET /api/books?limit=2 has an unexpected shape",
    );
  });

  it("gives an answer that has arrived once, to the endpoint it was asked of", async () => {
    const request = pendingFetch();
    const arrived = startEarlyApiFetch(API.getBook, "/api/books/d");
    request.respond(200, sampleBook);
    await arrived;
    expect(takeEarlyAnswer(API.listBooks, "/api/books/d")).toBeUndefined();
    expect(takeEarlyAnswer(API.getBook, "/api/books/d")).toEqual(sampleBook);
    expect(takeEarlyAnswer(API.getBook, "/api/books/d")).toBeUndefined();
  });
});
