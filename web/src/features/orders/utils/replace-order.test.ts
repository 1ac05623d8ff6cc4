import { describe, expect, it } from "vitest";

import type { Order } from "@bookstore/shared/orders/order.ts";
import { sampleOrder } from "@bookstore/shared/orders/sample-order.test-support.ts";

import { replaceOrder } from "./replace-order";

function order(id: string, status: Order["status"] = "pending"): Order {
  return { ...sampleOrder, _id: id, status };
}

describe("replaceOrder", () => {
  it("puts the updated order in place on whichever page holds it", () => {
    const data = {
      pages: [
        { items: [order("3"), order("2")], nextCursor: "2" },
        { items: [order("1")], nextCursor: undefined },
      ],
      pageParams: [undefined, "2"],
    };
    const updated = order("2", "cancelled");
    const replaced = replaceOrder(data, updated);
    expect(replaced?.pages.flatMap((page) => page.items.map((o) => o.status))).toEqual([
      "pending",
      "cancelled",
      "pending",
    ]);
    expect(replaced?.pageParams).toEqual([undefined, "2"]);
    expect(data.pages[0]?.items[1]?.status).toBe("pending");
  });

  it("leaves a list that is not loaded alone", () => {
    expect(replaceOrder(undefined, order("1"))).toBeUndefined();
  });
});
