import { describe, expect, it } from "vitest";

import { collectionPointInputSchema } from "@bookstore/shared/collection/collection-point-input.ts";
import { COLLECTION_POINT_LIMITS } from "@bookstore/shared/collection/collection-point.ts";

import {
  collectionPointValues,
  EMPTY_COLLECTION_POINT,
  fieldProblems,
  type CollectionPointField,
} from "./collection-point-form";

/** Each field's first message from the API's schema, as the form's resolver sets them. */
function messagesOf(input: unknown): Partial<Record<CollectionPointField, string>> {
  const result = collectionPointInputSchema.safeParse(input);
  if (result.success) return {};
  const messages: Partial<Record<CollectionPointField, string>> = {};
  for (const issue of result.error.issues) {
    const [field] = issue.path;
    if (field === "name" || field === "address" || field === "hours") {
      messages[field] ??= issue.message;
    }
  }
  return messages;
}

describe("fieldProblems", () => {
  it("says nothing for a valid point", () => {
    const point = { name: "The shop", address: "12 High Street", hours: "Mon–Sat 9:00–18:00" };
    expect(fieldProblems(messagesOf(point))).toBeUndefined();
  });

  it("names every field at fault, in the form's order", () => {
    expect(fieldProblems(messagesOf(EMPTY_COLLECTION_POINT))).toBe(
      "Name is required. Address is required. Opening hours is required.",
    );
  });

  it("labels the API's own limits and one-line rule", () => {
    const long = "x".repeat(COLLECTION_POINT_LIMITS.hours + 1);
    expect(
      fieldProblems(messagesOf({ name: "The shop", address: "12 High\nStreet", hours: long })),
    ).toBe(
      `Address must be on one line. Opening hours must be at most ${String(COLLECTION_POINT_LIMITS.hours)} characters.`,
    );
  });
});

describe("collectionPointValues", () => {
  it("starts the edit form from the point's fields, without its id", () => {
    expect(
      collectionPointValues({ id: "p1", name: "The shop", address: "1 High St", hours: "9–5" }),
    ).toEqual({ name: "The shop", address: "1 High St", hours: "9–5" });
  });
});
