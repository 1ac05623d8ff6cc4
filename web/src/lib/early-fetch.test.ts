import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { earlyAnswerOr, startEarlyFetch, takeEarlyAnswer } from "./early-fetch";

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
    void startEarlyFetch("/api/books/a");
    const ask = vi.fn(() => Promise.resolve({ asked: true }));
    const answer = earlyAnswerOr("/api/books/a", ask);
    request.respond(200, { _id: "a" });
    await expect(answer).resolves.toEqual({ _id: "a" });
    expect(ask).not.toHaveBeenCalled();
    expect(request.fetch).toHaveBeenCalledTimes(1);
  });

  it("asks again when the early request answered an error, or none was started", async () => {
    const request = pendingFetch();
    void startEarlyFetch("/api/books/b");
    const ask = vi.fn(() => Promise.resolve({ asked: true }));
    const answer = earlyAnswerOr("/api/books/b", ask);
    request.respond(503, { message: "busy" });
    await expect(answer).resolves.toEqual({ asked: true });
    await expect(earlyAnswerOr("/api/books/c", ask)).resolves.toEqual({ asked: true });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("gives an answer that has arrived once", async () => {
    const request = pendingFetch();
    const arrived = startEarlyFetch("/api/books/d");
    request.respond(200, { _id: "d" });
    await arrived;
    expect(takeEarlyAnswer("/api/books/d")).toEqual({ _id: "d" });
    expect(takeEarlyAnswer("/api/books/d")).toBeUndefined();
  });
});
