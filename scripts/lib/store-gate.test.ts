import { describe, expect, it } from "vitest";

import { STORE_GATE as API_GATE } from "@bookstore/shared/site/store-gate.ts";

import { STORE_GATE } from "./store-gate.mjs";

describe("STORE_GATE", () => {
  it("names the document and field the API reads", () => {
    expect(STORE_GATE).toEqual(API_GATE);
  });
});
