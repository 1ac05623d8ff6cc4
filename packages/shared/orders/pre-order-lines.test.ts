import { describe, expect, it } from "vitest";

import {
  lastReleaseDayOf,
  placedStatus,
  redatedLines,
  releaseDayOf,
  releasedLines,
  shipmentOf,
  waitingLines,
} from "./pre-order-lines.ts";

const out = { bookId: "out", title: "Out Now" };
const march = { bookId: "march", title: "Spring Novel", publishesOn: "2027-03-12" };
const may = { bookId: "may", title: "Summer Novel", publishesOn: "2027-05-01" };

describe("placedStatus", () => {
  it("waits for publication only when every book is forthcoming", () => {
    expect(placedStatus([march, may])).toBe("awaiting-publication");
    expect(placedStatus([out, march])).toBe("pending");
    expect(placedStatus([out])).toBe("pending");
  });
});

describe("releaseDayOf", () => {
  it("is the earliest day a line still waits for, and absent when none waits", () => {
    expect(releaseDayOf([may, out, march])).toBe("2027-03-12");
    expect(releaseDayOf([{ ...march, shipped: true as const }, may])).toBe("2027-05-01");
    expect(releaseDayOf([out])).toBeUndefined();
  });
});

describe("lastReleaseDayOf", () => {
  it("is the last day a line still waits for, and absent when none waits", () => {
    expect(lastReleaseDayOf([may, out, march])).toBe("2027-05-01");
    expect(lastReleaseDayOf([out])).toBeUndefined();
  });
});

describe("shipmentOf", () => {
  it("sends every line of an order with nothing forthcoming, and ships the order", () => {
    const shipment = shipmentOf([out]);
    expect(shipment).toEqual({ items: [out], parcel: [out], follows: [], status: "shipped" });
  });

  it("sends the books that are out ahead, marks them, and leaves the order waiting", () => {
    const shipment = shipmentOf([out, march]);
    expect(shipment.parcel).toEqual([out]);
    expect(shipment.follows).toEqual([march]);
    expect(shipment.status).toBe("awaiting-publication");
    expect(shipment.items).toEqual([{ ...out, shipped: true }, march]);
  });

  it("after the release sends only the lines not sent ahead", () => {
    const released = [
      { ...out, shipped: true as const },
      { bookId: "march", title: "Spring" },
    ];
    const shipment = shipmentOf(released);
    expect(shipment.parcel).toEqual([{ bookId: "march", title: "Spring" }]);
    expect(shipment.status).toBe("shipped");
  });
});

describe("releasedLines", () => {
  const now = new Date("2027-03-12T00:05:00Z");
  const days = new Map([
    ["march", "2027-03-12"],
    ["may", "2027-05-01"],
  ]);

  it("takes the day off the waiting lines whose book is out, and leaves the rest", () => {
    const { items, released } = releasedLines([out, march, may], days, now);
    expect(released).toEqual([march]);
    expect(items).toEqual([out, { bookId: "march", title: "Spring Novel" }, may]);
    expect(waitingLines(items)).toEqual([may]);
  });

  it("gives a line whose book moved later the new day, and releases a book gone or moved sooner", () => {
    const moved = new Map([["may", "2027-06-02"]]);
    const { items, released } = releasedLines([march, may], moved, now);
    expect(released).toEqual([march]);
    expect(items).toEqual([
      { bookId: "march", title: "Spring Novel" },
      { ...may, publishesOn: "2027-06-02" },
    ]);
  });

  it("releases nothing twice", () => {
    const once = releasedLines([march], days, now).items;
    expect(releasedLines(once, days, now).released).toEqual([]);
  });
});

describe("redatedLines", () => {
  it("gives the book's waiting lines the new day, and names only those that changed", () => {
    const shippedMay = { ...may, bookId: "march", shipped: true as const };
    const { items, moved } = redatedLines([out, march, may, shippedMay], "march", "2027-04-02");
    expect(items).toEqual([out, { ...march, publishesOn: "2027-04-02" }, may, shippedMay]);
    expect(moved).toEqual([march]);
  });

  it("moves nothing when the order already has the day", () => {
    expect(redatedLines([march], "march", "2027-03-12").moved).toEqual([]);
  });
});
