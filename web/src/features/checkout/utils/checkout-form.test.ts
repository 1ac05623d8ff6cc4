import { describe, expect, it } from "vitest";

import { createOrderSchema } from "@bookstore/shared/orders/order-input.ts";
import { ORDER_MESSAGES } from "@bookstore/shared/orders/order.ts";

import {
  checkoutFormSchema,
  emptyCheckoutForm,
  toCreateOrderBody,
  type CheckoutFormValues,
} from "./checkout-form";

const FILLED: CheckoutFormValues = {
  fulfilment: "delivery",
  name: "  Ada Lovelace ",
  phone: "5415550100",
  address: {
    street: "12 Analytical Row",
    city: " London",
    country: "United Kingdom ",
    state: "Greater London",
    zipcode: " NW1 6XE ",
  },
  collectionPointId: "",
  terms: true,
};

/** A collection chosen after the address was typed: the address stays in the form, unsent. */
const COLLECTING: CheckoutFormValues = {
  ...FILLED,
  fulfilment: "collection",
  collectionPointId: "pointMainStreet01",
};

const CONTEXT = {
  email: "ada@example.com",
  productIds: ["book-a", "book-b"],
  totalPrice: "31.98",
};

function checked(values: CheckoutFormValues) {
  return checkoutFormSchema.parse(values);
}

function messagesOf(values: CheckoutFormValues): Record<string, string> {
  const result = checkoutFormSchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

describe("checkoutFormSchema for a delivery", () => {
  it("trims the fields as the API does", () => {
    expect(checked(FILLED)).toMatchObject({
      fulfilment: "delivery",
      name: "Ada Lovelace",
      phone: "5415550100",
      address: {
        street: "12 Analytical Row",
        city: "London",
        country: "United Kingdom",
        state: "Greater London",
        zipcode: "NW1 6XE",
      },
      terms: true,
    });
  });

  it("refuses unticked terms", () => {
    const result = checkoutFormSchema.safeParse({ ...FILLED, terms: false });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["terms"]]);
  });

  it("words each field's fault as the API does, the street's included", () => {
    expect(messagesOf({ ...emptyCheckoutForm(" "), phone: "12", terms: true })).toEqual({
      name: ORDER_MESSAGES.required,
      phone: ORDER_MESSAGES.phoneLength,
      "address.street": ORDER_MESSAGES.required,
      "address.city": ORDER_MESSAGES.required,
      "address.country": ORDER_MESSAGES.required,
      "address.state": ORDER_MESSAGES.required,
      "address.zipcode": ORDER_MESSAGES.required,
    });
  });

  it("does not check the point a delivery leaves unchosen", () => {
    expect(checkoutFormSchema.safeParse({ ...FILLED, collectionPointId: "" }).success).toBe(true);
  });
});

describe("checkoutFormSchema for a collection", () => {
  it("checks the chosen point and no address: an empty address passes", () => {
    const blankAddress = emptyCheckoutForm("").address;
    expect(checked({ ...COLLECTING, address: blankAddress })).toMatchObject({
      fulfilment: "collection",
      name: "Ada Lovelace",
      collectionPointId: "pointMainStreet01",
    });
  });

  it("asks for a point when none is chosen, beside the customer's own fields", () => {
    expect(
      messagesOf({ ...emptyCheckoutForm(" "), fulfilment: "collection", phone: "1", terms: true }),
    ).toEqual({
      name: ORDER_MESSAGES.required,
      phone: ORDER_MESSAGES.phoneLength,
      collectionPointId: ORDER_MESSAGES.required,
    });
  });

  it("refuses what no point id can be, as the API does", () => {
    expect(messagesOf({ ...COLLECTING, collectionPointId: "a/b" })).toEqual({
      collectionPointId: ORDER_MESSAGES.collectionPointInvalid,
    });
  });

  it("still wants the terms ticked", () => {
    expect(Object.keys(messagesOf({ ...COLLECTING, terms: false }))).toEqual(["terms"]);
  });
});

describe("emptyCheckoutForm", () => {
  it("opens as a delivery with the account's name, empty fields and the terms unticked", () => {
    expect(emptyCheckoutForm("Ada")).toEqual({
      fulfilment: "delivery",
      name: "Ada",
      phone: "",
      address: { street: "", city: "", country: "", state: "", zipcode: "" },
      collectionPointId: "",
      terms: false,
    });
  });
});

describe("toCreateOrderBody", () => {
  it("builds a delivery's body: the fields, the address, the ids and the seen total", () => {
    expect(toCreateOrderBody(checked(FILLED), CONTEXT)).toEqual({
      name: "Ada Lovelace",
      phone: "5415550100",
      address: {
        street: "12 Analytical Row",
        city: "London",
        country: "United Kingdom",
        state: "Greater London",
        zipcode: "NW1 6XE",
      },
      productIds: ["book-a", "book-b"],
      email: "ada@example.com",
      totalPrice: "31.98",
    });
  });

  it("builds a collection's body: the point instead of the address, which is left out", () => {
    const body = toCreateOrderBody(checked(COLLECTING), { ...CONTEXT, email: null });
    expect(body).toEqual({
      name: "Ada Lovelace",
      phone: "5415550100",
      collectionPointId: "pointMainStreet01",
      productIds: ["book-a", "book-b"],
      totalPrice: "31.98",
    });
    expect(body).not.toHaveProperty("address");
  });

  it("never sends the terms or the choice itself", () => {
    for (const values of [FILLED, COLLECTING]) {
      const body = toCreateOrderBody(checked(values), CONTEXT);
      expect(body).not.toHaveProperty("terms");
      expect(body).not.toHaveProperty("fulfilment");
    }
  });

  it("passes the API's own schema for either way, with or without an e-mail", () => {
    for (const values of [FILLED, COLLECTING]) {
      for (const email of [CONTEXT.email, null]) {
        const body = toCreateOrderBody(checked(values), { ...CONTEXT, email });
        expect(createOrderSchema.safeParse(body).success).toBe(true);
      }
    }
  });

  it("leaves the e-mail out when the account has none", () => {
    const body = toCreateOrderBody(checked(FILLED), { ...CONTEXT, email: null });
    expect(body).not.toHaveProperty("email");
  });

  it("copies the ids and the address, so a later change cannot alter a sent body", () => {
    const productIds = ["book-a"];
    const values = checked(FILLED);
    const body = toCreateOrderBody(values, { ...CONTEXT, productIds });
    productIds.push("book-b");
    if (values.fulfilment === "delivery") values.address.city = "Paris";
    expect(body.productIds).toEqual(["book-a"]);
    expect(body.address?.city).toBe("London");
  });
});
