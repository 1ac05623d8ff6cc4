import { GeoPoint, Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";

import { toJsonObject } from "./json-value.ts";

describe("toJsonObject", () => {
  it("writes timestamps as ISO 8601, nested maps and arrays field by field", () => {
    const at = Timestamp.fromDate(new Date("2026-11-24T12:00:00.000Z"));
    expect(
      toJsonObject({
        name: "Ann",
        count: 2,
        ok: true,
        none: null,
        createdAt: at,
        history: [{ status: "pending", at }],
        address: { city: "Springfield" },
      }),
    ).toEqual({
      name: "Ann",
      count: 2,
      ok: true,
      none: null,
      createdAt: "2026-11-24T12:00:00.000Z",
      history: [{ status: "pending", at: "2026-11-24T12:00:00.000Z" }],
      address: { city: "Springfield" },
    });
  });

  it("writes values JSON cannot hold as text rather than dropping them", () => {
    expect(
      toJsonObject({
        big: Number.POSITIVE_INFINITY,
        bytes: Buffer.from("hi"),
        point: new GeoPoint(51.5, -0.1),
      }),
    ).toEqual({ big: "Infinity", bytes: "aGk=", point: { latitude: 51.5, longitude: -0.1 } });
  });
});
