import { describe, expect, it } from "vitest";

import { storePostalAddress } from "./store-postal-address.ts";

describe("storePostalAddress", () => {
  it("splits STORE_POSTAL_ADDRESS into its lines at |, trimmed", () => {
    expect(
      storePostalAddress({ STORE_POSTAL_ADDRESS: " 12 Quay Street | Springfield, OR 97477|USA " }),
    ).toEqual(["12 Quay Street", "Springfield, OR 97477", "USA"]);
  });

  it("drops blank lines", () => {
    expect(storePostalAddress({ STORE_POSTAL_ADDRESS: "12 Quay Street||  |USA|" })).toEqual([
      "12 Quay Street",
      "USA",
    ]);
  });

  it("is empty when unset or blank: no address is made up", () => {
    expect(storePostalAddress({})).toEqual([]);
    expect(storePostalAddress({ STORE_POSTAL_ADDRESS: "  |  " })).toEqual([]);
  });

  it("keeps at most 8 lines", () => {
    const lines = Array.from({ length: 12 }, (_, index) => `line ${String(index)}`);
    expect(storePostalAddress({ STORE_POSTAL_ADDRESS: lines.join("|") })).toEqual(
      lines.slice(0, 8),
    );
  });
});
