import { describe, expect, it } from "vitest";

import { NO_ADDRESS } from "@bookstore/shared/orders/order.ts";
import type { PackingSlip } from "@bookstore/shared/orders/packing-slip.ts";

import { slipDestination } from "./slip-destination";

const delivery: Pick<PackingSlip, "name" | "address" | "collection" | "anonymised"> = {
  name: "Ada Reader",
  address: {
    street: "12 Analytical Row",
    city: "Springfield",
    country: "United States",
    state: "Oregon",
    zipcode: "97477",
  },
  anonymised: false,
};

const toCollect = {
  ...delivery,
  address: NO_ADDRESS,
  collection: {
    name: "Main Street Shop",
    address: "12 High Street, Springfield",
    hours: "Mon–Sat 9:00–18:00",
  },
};

describe("slipDestination", () => {
  it("addresses a delivery to the customer, cash on delivery", () => {
    expect(slipDestination(delivery)).toEqual({
      heading: "Deliver to",
      point: [],
      customer: ["Ada Reader", "12 Analytical Row", "Springfield, Oregon 97477", "United States"],
      noCustomer: "The customer deleted their account: this order has no delivery address.",
      payment: "Cash on delivery: collect",
    });
  });

  it("says where an order to collect waits, for whom, and that it is paid at collection", () => {
    expect(slipDestination(toCollect)).toEqual({
      heading: "For collection in the shop",
      point: [
        "Collect at Main Street Shop",
        "12 High Street, Springfield",
        "Opening hours: Mon–Sat 9:00–18:00",
      ],
      customer: ["Ada Reader"],
      noCustomer: "The customer deleted their account.",
      payment: "Pay at collection",
    });
  });

  it("keeps the point of an anonymised order to collect, and names no customer", () => {
    const destination = slipDestination({ ...toCollect, name: "", anonymised: true });
    expect(destination.point[0]).toBe("Collect at Main Street Shop");
    expect(destination.customer).toEqual([]);
  });

  it("names no customer of an anonymised delivery", () => {
    const anonymised = { ...delivery, name: "", address: NO_ADDRESS, anonymised: true };
    expect(slipDestination(anonymised).customer).toEqual([]);
  });
});
