import { describe, expect, it } from "vitest";

import { cancelOrderSchema, createOrderSchema, idempotencyKeySchema } from "./order-input.ts";
import {
  canChangeStatus,
  nextStatuses,
  orderFromDocument,
  pricesChangedMessage,
  unavailableBooksMessage,
  type OrderDocument,
} from "./order.ts";
import { sampleOrder, sampleOrderDocument } from "./sample-order.test-support.ts";

const valid = {
  name: "  Ada Reader ",
  phone: " +1 (541) 555-0100 ",
  address: { city: " Springfield", country: "United States", state: "Oregon", zipcode: "97477 " },
  productIds: ["book-a", "book_b"],
};

function firstIssue(input: unknown): string {
  const result = createOrderSchema.safeParse(input);
  if (result.success) return "valid";
  const [issue] = result.error.issues;
  return `${issue?.path.join(".") ?? ""}: ${issue?.message ?? ""}`;
}

describe("createOrderSchema", () => {
  it("accepts an order and trims its text", () => {
    expect(createOrderSchema.parse({ ...valid, totalPrice: "20.29" })).toEqual({
      name: "Ada Reader",
      phone: "+1 (541) 555-0100",
      address: { city: "Springfield", country: "United States", state: "Oregon", zipcode: "97477" },
      productIds: ["book-a", "book_b"],
      totalPrice: "20.29",
    });
  });

  it.each([
    [{ ...valid, name: "" }, "name: is required"],
    [{ ...valid, name: "n".repeat(101) }, "name: must be at most 100 characters"],
    [{ ...valid, name: "Eve\n\nURGENT: call 555" }, "name: must be on one line"],
    [
      { ...valid, address: { ...valid.address, street: "1 Main St\r\nP.S." } },
      "address.street: must be on one line",
    ],
    [
      { ...valid, address: { ...valid.address, city: "Springfield\u2028Shelbyville" } },
      "address.city: must be on one line",
    ],
    [{ ...valid, phone: "12-34" }, "phone: must have at least 5 digits"],
    [{ ...valid, phone: "1234" }, "phone: must be 5 to 20 characters"],
    [{ ...valid, phone: "555 CALL ME" }, "phone: may hold only digits, spaces, +, -, ( and )"],
    [{ ...valid, phone: "1".repeat(21) }, "phone: must be at most 20 characters"],
    [
      { ...valid, address: { ...valid.address, zipcode: "9".repeat(21) } },
      "address.zipcode: must be at most 20 characters",
    ],
    [{ ...valid, productIds: ["a", "b", "a"] }, "productIds: must not repeat a book"],
    [{ ...valid, productIds: ["a/b"] }, "productIds.0: must be a book id"],
    [{ ...valid, totalPrice: "1e3" }, "totalPrice: must be dollars with 2 decimals, like 12.50"],
  ])("refuses %j with %s", (input, message) => {
    expect(firstIssue(input)).toBe(message);
  });

  it("takes an order to collect with a point and no address, and refuses both or neither", () => {
    const withoutAddress = { name: valid.name, phone: valid.phone, productIds: valid.productIds };
    expect(firstIssue({ ...withoutAddress, collectionPointId: "counter-1" })).toBe("valid");
    expect(firstIssue(withoutAddress)).toBe("address: is required");
    expect(firstIssue({ ...valid, collectionPointId: "counter-1" })).toBe(
      "address: must be left out: an order to collect has no delivery address",
    );
    expect(firstIssue({ ...withoutAddress, collectionPointId: "a/b" })).toBe(
      "collectionPointId: must be a collection point id",
    );
  });

  it("accepts exactly 30 books and phones of 5 digits", () => {
    const ids = Array.from({ length: 30 }, (_, index) => `book-${index}`);
    expect(firstIssue({ ...valid, productIds: ids })).toBe("valid");
    expect(firstIssue({ ...valid, phone: "12345" })).toBe("valid");
  });
});

describe("nextStatuses", () => {
  const collection = { pointId: "counter-1", name: "The shop", address: "1 High St", hours: "9–5" };

  it("keeps each kind of order to its own statuses", () => {
    expect(nextStatuses({ status: "pending" })).toEqual(["processing", "cancelled"]);
    expect(nextStatuses({ status: "processing" })).toEqual(["shipped", "cancelled"]);
    expect(nextStatuses({ status: "pending", collection })).toEqual([
      "processing",
      "ready-for-collection",
      "cancelled",
    ]);
    expect(nextStatuses({ status: "processing", collection })).toEqual([
      "ready-for-collection",
      "cancelled",
    ]);
    expect(nextStatuses({ status: "ready-for-collection", collection })).toEqual([
      "collected",
      "cancelled",
    ]);
    expect(nextStatuses({ status: "collected", collection })).toEqual([]);
  });

  it("never lets a delivery be collected or a collection ship", () => {
    expect(canChangeStatus({ status: "pending" }, "ready-for-collection")).toBe(false);
    expect(canChangeStatus({ status: "processing", collection }, "shipped")).toBe(false);
  });
});

describe("idempotencyKeySchema", () => {
  it.each([
    "abcdefgh",
    "a".repeat(128),
    "0b7c5d1e-9f2a-4c3b-8d7e-6f5a4b3c2d1e",
    "key_with_underscore",
  ])("accepts %s", (key) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it.each(["", "short", "a".repeat(129), "has space1", "semi;colon", "ünïcödé-key"])(
    "refuses %j",
    (key) => {
      expect(idempotencyKeySchema.safeParse(key).success).toBe(false);
    },
  );
});

describe("orderFromDocument", () => {
  it("gives the API's Order JSON: the id as _id, an ISO date, no uid and no cents total", () => {
    const document = sampleOrderDocument({ toDate: () => new Date("2025-03-01T12:00:00Z") });
    expect(orderFromDocument("order-1", document)).toEqual({
      ...sampleOrder,
      _id: "order-1",
      createdAt: "2025-03-01T12:00:00.000Z",
      statusHistory: [{ status: "pending", at: "2025-03-01T12:00:00.000Z" }],
    });
  });

  const stamp = (iso: string) => ({ toDate: () => new Date(iso) });
  const stored: OrderDocument<{ toDate(): Date }> = {
    ...sampleOrderDocument(stamp("2025-03-01T12:00:00Z")),
    status: "shipped",
  };

  it("sends a stored history as it is, dated", () => {
    const order = orderFromDocument("o", {
      ...stored,
      statusHistory: [
        { status: "pending", at: stamp("2025-03-01T12:00:00Z") },
        { status: "processing", at: stamp("2025-03-02T08:00:00Z") },
        { status: "shipped", at: stamp("2025-03-03T09:30:00Z") },
      ],
    });
    expect(order.statusHistory).toEqual([
      { status: "pending", at: "2025-03-01T12:00:00.000Z" },
      { status: "processing", at: "2025-03-02T08:00:00.000Z" },
      { status: "shipped", at: "2025-03-03T09:30:00.000Z" },
    ]);
  });

  it("gives an order stored without a history only what is known: pending, then the status undated", () => {
    expect(orderFromDocument("o", stored).statusHistory).toEqual([
      { status: "pending", at: "2025-03-01T12:00:00.000Z" },
      { status: "shipped" },
    ]);
  });
});

describe("cancelOrderSchema", () => {
  it("takes {} and nothing else", () => {
    expect(cancelOrderSchema.safeParse({}).success).toBe(true);
    for (const body of [[], "", "x", null, 1, { reason: "x" }, { status: "cancelled" }]) {
      expect(cancelOrderSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe("order messages", () => {
  it("name the books and the new total", () => {
    expect(unavailableBooksMessage(["a", "b"])).toBe("These books are no longer available: a, b");
    expect(pricesChangedMessage("20.29")).toBe(
      "Prices have changed: the total is now $20.29. Please review your cart.",
    );
  });
});
