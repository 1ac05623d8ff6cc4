import type { Endpoint } from "@shared/api/contract.ts";

import shapes from "./early-answer-shapes.json";
import type { JsonShape } from "./json-shape";

/** The API endpoints whose answers the page's first script asks for (first-screen.ts). */
export const EARLY_ANSWER_ENDPOINTS = ["getBook", "listBooks"] as const;

export type EarlyAnswerEndpoint = Extract<
  Endpoint,
  { name: (typeof EARLY_ANSWER_ENDPOINTS)[number] }
>;

/**
 * Their response schemas in JSON Schema form, which early-answer-shapes.test.ts writes from the
 * API contract and fails on when they no longer match it.
 */
export const EARLY_ANSWER_SHAPES: Record<EarlyAnswerEndpoint["name"], JsonShape> = shapes;
