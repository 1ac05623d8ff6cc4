import { describe, expect, it } from "vitest";

import { collectionPointInputSchema } from "@bookstore/shared/collection/collection-point-input.ts";
import { isDocumentId } from "@bookstore/shared/core/document-id.ts";

import { DEMO_COLLECTION_POINT, DEMO_COLLECTION_POINT_ID } from "./seed-collection-point.ts";

describe("the demo collection point", () => {
  it("is a point the admin's own form would accept, under an id the API's addresses take", () => {
    expect(collectionPointInputSchema.safeParse(DEMO_COLLECTION_POINT).success).toBe(true);
    expect(isDocumentId(DEMO_COLLECTION_POINT_ID)).toBe(true);
  });
});
