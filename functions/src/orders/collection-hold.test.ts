import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";

import { collectBy, collectionHoldDays, holdStep, readyAt } from "./collection-hold.ts";

const placed = Timestamp.fromDate(new Date("2030-01-01T10:00:00Z"));
const ready = Timestamp.fromDate(new Date("2030-01-02T09:00:00Z"));
const order = {
  status: "ready-for-collection" as const,
  createdAt: placed,
  statusHistory: [
    { status: "pending" as const, at: placed },
    { status: "ready-for-collection" as const, at: ready },
  ],
};
const at = (iso: string) => new Date(iso);

describe("collectionHoldDays", () => {
  it("reads 1 to 60 whole days, else holds 7", () => {
    expect(collectionHoldDays({})).toBe(7);
    expect(collectionHoldDays({ COLLECTION_HOLD_DAYS: " 14 " })).toBe(14);
    for (const wrong of ["0", "61", "2.5", "a week"]) {
      expect(collectionHoldDays({ COLLECTION_HOLD_DAYS: wrong })).toBe(7);
    }
  });
});

describe("the hold of an order ready for collection", () => {
  it("starts when the order became ready and lasts the hold", () => {
    expect(readyAt(order)).toEqual(ready.toDate());
    expect(collectBy(ready.toDate(), 7)).toEqual(at("2030-01-09T09:00:00Z"));
  });

  it("reminds a day before the end, once, and cancels only after the reminder", () => {
    expect(holdStep(order, at("2030-01-08T08:59:59Z"), 7)).toBeNull();
    expect(holdStep(order, at("2030-01-08T09:00:00Z"), 7)).toBe("remind");
    // Past the end with no reminder yet: the reminder still comes first.
    expect(holdStep(order, at("2030-02-01T00:00:00Z"), 7)).toBe("remind");
    const reminded = {
      ...order,
      collectionRemindedAt: Timestamp.fromDate(at("2030-01-08T09:00:00Z")),
    };
    expect(holdStep(reminded, at("2030-01-09T08:59:59Z"), 7)).toBeNull();
    expect(holdStep(reminded, at("2030-01-09T09:00:00Z"), 7)).toBe("cancel");
  });

  it("owes nothing to an order that is not ready", () => {
    expect(holdStep({ ...order, status: "collected" }, at("2031-01-01T00:00:00Z"), 7)).toBeNull();
  });
});
