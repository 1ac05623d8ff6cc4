import { describe, expect, it } from "vitest";

import { offeredChoice, paymentWording } from "./fulfilment-choice";

const POINTS = [{ id: "pointA" }, { id: "pointB" }];

describe("offeredChoice", () => {
  it("keeps a delivery, or a collection at a listed point, as chosen", () => {
    expect(offeredChoice({ fulfilment: "delivery", collectionPointId: "" }, POINTS)).toEqual({
      fulfilment: "delivery",
      collectionPointId: "",
    });
    expect(
      offeredChoice({ fulfilment: "collection", collectionPointId: "pointB" }, POINTS),
    ).toEqual({ fulfilment: "collection", collectionPointId: "pointB" });
  });

  it("makes it a delivery when the shop lists no point", () => {
    expect(offeredChoice({ fulfilment: "collection", collectionPointId: "pointA" }, [])).toEqual({
      fulfilment: "delivery",
      collectionPointId: "",
    });
  });

  it("drops a point that is no longer listed, so the form asks for one again", () => {
    expect(offeredChoice({ fulfilment: "collection", collectionPointId: "gone" }, POINTS)).toEqual({
      fulfilment: "collection",
      collectionPointId: "",
    });
  });
});

describe("paymentWording", () => {
  it("says pay at collection for a collection and cash on delivery for a delivery", () => {
    expect(paymentWording("collection")).toBe("Pay at collection");
    expect(paymentWording("delivery")).toBe("Cash on delivery");
  });
});
