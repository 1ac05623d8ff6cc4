import { describe, expect, it } from "vitest";

import { emailFromState, fromState, returnPath } from "./location-state";

describe("returnPath", () => {
  it("returns to the page the guard sent the visitor from, with its query and hash", () => {
    expect(returnPath({ from: { pathname: "/checkout", search: "?step=2", hash: "#pay" } })).toBe(
      "/checkout?step=2#pay",
    );
    expect(returnPath({ from: { pathname: "/orders" } })).toBe("/orders");
  });

  it("goes home without a usable `from`", () => {
    expect(returnPath(null)).toBe("/");
    expect(returnPath(undefined)).toBe("/");
    expect(returnPath({})).toBe("/");
    expect(returnPath({ from: "/orders" })).toBe("/");
    expect(returnPath({ from: { pathname: 7 } })).toBe("/");
  });

  it("never leaves the site or loops back to the sign-in pages", () => {
    expect(returnPath({ from: { pathname: "//evil.example" } })).toBe("/");
    expect(returnPath({ from: { pathname: "/\\evil.example" } })).toBe("/");
    expect(returnPath({ from: { pathname: "https://evil.example/" } })).toBe("/");
    expect(returnPath({ from: { pathname: "/login" } })).toBe("/");
    expect(returnPath({ from: { pathname: "/register" } })).toBe("/");
  });
});

describe("fromState", () => {
  it("keeps only the parts of `from` a later sign-in needs", () => {
    expect(fromState({ from: { pathname: "/orders", key: "x", state: 1 }, email: "a" })).toEqual({
      from: { pathname: "/orders", search: "", hash: "" },
    });
    expect(fromState({ email: "a@example.com" })).toEqual({});
  });
});

describe("emailFromState", () => {
  it("reads the address handed over by /register", () => {
    expect(emailFromState({ email: "ada@example.com" })).toBe("ada@example.com");
    expect(emailFromState({ email: 3 })).toBe("");
    expect(emailFromState(null)).toBe("");
  });
});
