import { describe, expect, it } from "vitest";

import { isOrderId } from "@bookstore/shared/orders/order.ts";

import { idempotentOrderId } from "./order-id.ts";

// printf 'uid-1:key-12345' | sha256sum | cut -c1-40
const UID_1_KEY_SHA256_PREFIX = "f9e86670bf5171062f30d68bae1ae46f4ffcfaa5";

describe("idempotentOrderId", () => {
  it("is the first 40 hex digits of the SHA-256 of uid:key", () => {
    expect(idempotentOrderId("uid-1", "key-12345")).toBe(UID_1_KEY_SHA256_PREFIX);
  });

  it("is a valid order id", () => {
    expect(isOrderId(idempotentOrderId("uid-1", "key-12345"))).toBe(true);
  });

  it("differs per customer and per key", () => {
    const ids = new Set([
      idempotentOrderId("uid-1", "key-12345"),
      idempotentOrderId("uid-2", "key-12345"),
      idempotentOrderId("uid-1", "key-12346"),
    ]);
    expect(ids.size).toBe(3);
  });
});
