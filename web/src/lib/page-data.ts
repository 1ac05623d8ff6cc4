import { endpointForPath } from "@shared/api/api-path.ts";
import * as API from "@shared/api/contract.ts";
import { FIRST_SCREEN_DATA_ELEMENT_ID } from "@shared/first-screen-data.ts";

import { apiQueryKey } from "./api-query-key";
import { queryClient } from "./query-client";

/** The endpoints whose answers a page may carry (shared/first-screen-data.ts). */
const PAGE_DATA_ENDPOINTS = [API.getBook, API.listBooks, API.searchBooks];

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

function parsedBlock(text: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(text);
    if (isRecord(data)) return data;
  } catch {
    // Reported below, as a block of any other shape is.
  }
  console.error("The page's data block is not a JSON object of answers");
  return {};
}

/**
 * The answers of a page's data block (its text), each checked against its endpoint's response
 * schema in the contract. An answer under an address no GET endpoint has, or of another shape, is
 * left out (and reported): the screen then asks the API for it.
 */
export function checkedPageAnswers(text: string): Map<string, unknown> {
  const answers = new Map<string, unknown>();
  for (const [path, answer] of Object.entries(parsedBlock(text))) {
    const checked = endpointForPath("GET", path, PAGE_DATA_ENDPOINTS)?.response.safeParse(answer);
    if (checked?.success) answers.set(path, checked.data);
    else console.error(`The page's data for ${path} does not match the API's contract`);
  }
  return answers;
}

/**
 * Puts the API answers the server sent inside the page into the query cache under their
 * addresses, so the first screen renders them without asking the API again.
 */
export function putPageDataInCache(): void {
  const text = document.getElementById(FIRST_SCREEN_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  for (const [path, answer] of checkedPageAnswers(text)) {
    if (typeof answer === "object" && answer !== null) pageAnswers.add(answer);
    queryClient.setQueryData(apiQueryKey(path), answer);
  }
}
