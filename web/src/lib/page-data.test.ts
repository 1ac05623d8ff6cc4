import { hashKey } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";

import { apiQueryKey } from "@bookstore/shared/api/query-key.ts";
import {
  bookAnswerPath,
  dehydratedAnswers,
  topSellersAnswerPath,
} from "@bookstore/shared/site/first-screen-data.ts";

import { checkedPageState } from "./page-data";
import { sampleBook } from "./sample-book.test-support";

const quiet = () => vi.spyOn(console, "error").mockImplementation(() => undefined);
const READ_AT = Date.UTC(2026, 10, 28, 12);

/** The block as the server writes it (shared/site/first-screen-data.ts). */
function block(answers: Record<string, unknown>): string {
  return JSON.stringify(dehydratedAnswers(answers, READ_AT));
}

function answersOf(text: string): Record<string, unknown> {
  return Object.fromEntries(
    checkedPageState(text).queries.map(({ queryKey, state }) => [
      JSON.stringify(queryKey),
      state.data,
    ]),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the page's data block", () => {
  it("is TanStack's dehydrated state: each answer under the key and hash its screen reads", () => {
    const state = checkedPageState(
      block({ [bookAnswerPath("b1")]: sampleBook, [topSellersAnswerPath()]: [sampleBook] }),
    );
    expect(state.mutations).toEqual([]);
    expect(state.queries.map(({ queryKey, queryHash }) => [queryKey, queryHash])).toEqual([
      [apiQueryKey(bookAnswerPath("b1")), hashKey(apiQueryKey(bookAnswerPath("b1")))],
      [apiQueryKey(topSellersAnswerPath()), hashKey(apiQueryKey(topSellersAnswerPath()))],
    ]);
    expect(state.queries.map(({ state: query }) => [query.status, query.dataUpdatedAt])).toEqual([
      ["success", READ_AT],
      ["success", READ_AT],
    ]);
    expect(state.queries[0]?.state.data).toEqual(sampleBook);
  });

  it("files each answer under the hash TanStack computes for its key", () => {
    const written = dehydratedAnswers({ [topSellersAnswerPath()]: [] }, READ_AT).queries[0];
    expect(written?.queryHash).toBe(hashKey(written?.queryKey ?? []));
  });

  it("leaves out and reports an answer of another shape, keeping the others", () => {
    const errors = quiet();
    const text = block({
      [bookAnswerPath("b1")]: { ...sampleBook, newPrice: "12.50" },
      [topSellersAnswerPath()]: [sampleBook],
    });
    expect(Object.keys(answersOf(text))).toEqual([
      JSON.stringify(apiQueryKey(topSellersAnswerPath())),
    ]);
    expect(errors).toHaveBeenCalledWith(
      `The page's data for ${bookAnswerPath("b1")} does not match the API's contract`,
    );
  });

  it("leaves out a key no public GET endpoint answers", () => {
    quiet();
    const personal = dehydratedAnswers({ [bookAnswerPath("b1")]: sampleBook }, READ_AT).queries.map(
      (query) => ({ ...query, queryKey: apiQueryKey(bookAnswerPath("b1"), "uid-1") }),
    );
    const text = JSON.stringify({
      mutations: [],
      queries: [
        ...dehydratedAnswers({ "/api/nowhere": [sampleBook], "/elsewhere": {} }, READ_AT).queries,
        ...personal,
      ],
    });
    expect(checkedPageState(text).queries).toEqual([]);
  });

  it.each([
    ["text that is not JSON", "{"],
    ["a list", "[]"],
    ["null", "null"],
    ["an object of answers", JSON.stringify({ [bookAnswerPath("b1")]: sampleBook })],
  ])("reads nothing from %s", (_case, text) => {
    const errors = quiet();
    expect(checkedPageState(text).queries).toEqual([]);
    expect(errors).toHaveBeenCalledWith("The page's data block is not a dehydrated query state");
  });
});
