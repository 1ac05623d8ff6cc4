import { hashKey, hydrate, type DehydratedState } from "@tanstack/react-query";

import { endpointForPath } from "@bookstore/shared/api/api-path.ts";
import { addressOfPublicKey, apiQueryKey } from "@bookstore/shared/api/query-key.ts";
import * as API from "@bookstore/shared/books/books-api.ts";
import {
  answerState,
  FIRST_SCREEN_DATA_ELEMENT_ID,
} from "@bookstore/shared/site/first-screen-data.ts";

import { queryClient } from "./query-client";

/** The endpoints whose answers a page may carry (shared/site/first-screen-data.ts). */
const PAGE_DATA_ENDPOINTS = [API.getBook, API.listBooks, API.searchBooks];

type DehydratedQuery = DehydratedState["queries"][number];

/** The answers this page came with, as the query cache holds them until a newer one replaces them. */
const pageAnswers = new WeakSet<object>();

/**
 * Whether a value is an answer the page came with, unchanged: e.g. a carousel whose order the
 * server drew and whose first cover the page fetched early.
 */
export function isPageAnswer(value: unknown): boolean {
  return typeof value === "object" && value !== null && pageAnswers.has(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parsedQueries(text: string): unknown[] {
  try {
    const state: unknown = JSON.parse(text);
    if (isRecord(state) && Array.isArray(state.queries)) return state.queries;
  } catch {
    // Reported below, as a block of any other shape is.
  }
  console.error("The page's data block is not a dehydrated query state");
  return [];
}

/**
 * One dehydrated query of the block, rebuilt from what was checked: its key names a public read
 * of a page-data endpoint, filed under TanStack's own hash, and its data has the endpoint's
 * response shape. Null (and reported) for anything else: the screen then asks the API.
 */
function checkedQuery(query: unknown): DehydratedQuery | null {
  if (!isRecord(query) || !isRecord(query.state)) return null;
  const address = addressOfPublicKey(query.queryKey);
  const endpoint =
    address === null ? undefined : endpointForPath("GET", address, PAGE_DATA_ENDPOINTS);
  const { data, dataUpdatedAt, status } = query.state;
  const checked = endpoint?.response.safeParse(data);
  if (
    address === null ||
    !checked?.success ||
    status !== "success" ||
    typeof dataUpdatedAt !== "number"
  ) {
    console.error(
      `The page's data for ${address ?? "a key of another shape"} does not match the API's contract`,
    );
    return null;
  }
  const queryKey = apiQueryKey(address);
  return {
    queryKey,
    queryHash: hashKey(queryKey),
    dehydratedAt: dataUpdatedAt,
    state: answerState(checked.data, dataUpdatedAt),
  };
}

/** The page's data block (its text) as a dehydrated state of the queries that passed the check. */
export function checkedPageState(text: string): DehydratedState {
  const queries = parsedQueries(text)
    .map(checkedQuery)
    .filter((query) => query !== null);
  return { mutations: [], queries };
}

/**
 * Hydrates the query cache with the API answers the server sent inside the page, so the first
 * screen renders them without asking the API again.
 */
export function hydratePageData(): void {
  const text = document.getElementById(FIRST_SCREEN_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  const state = checkedPageState(text);
  for (const { state: query } of state.queries) {
    if (typeof query.data === "object" && query.data !== null) pageAnswers.add(query.data);
  }
  hydrate(queryClient, state);
}
