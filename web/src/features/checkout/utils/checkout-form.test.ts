import { describe, expect, it } from "vitest";

import { createOrderSchema, ORDER_MESSAGES } from "@bookstore/shared/orders/order.ts";

import {
  checkoutFormSchema,
  emptyCheckoutForm,
  toCreateOrderBody,
  type CheckoutFormValues,
} from "./checkout-form";

const FILLED: CheckoutFormValues = {
  name: "  Ada Lovelace ",
  phone: "5415550100",
  address: {
    street: "12 Analytical Row",
    city: " London",
    country: "United Kingdom ",
    state: "Greater London",
    zipcode: " NW1 6XE ",
  },
  terms: true,
};

const CONTEXT = {
  email: "ada@example.com",
  productIds: ["book-a", "book-b"],
  totalPrice: "31.98",
};

function checked(values: CheckoutFormValues) {
  return checkoutFormSchema.parse(values);
}

describe("checkoutFormSchema", () => {
  it("trims the fields as the API does", () => {
    expect(checked(FILLED)).toEqual({
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
    const result = checkoutFormSchema.safeParse({
      ...emptyCheckoutForm(" "),
      phone: "12",
      terms: true,
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(messages).toEqual({
      name: ORDER_MESSAGES.required,
      phone: ORDER_MESSAGES.phoneLength,
      "address.street": ORDER_MESSAGES.required,
      "address.city": ORDER_MESSAGES.required,
      "address.country": ORDER_MESSAGES.required,
      "address.state": ORDER_MESSAGES.required,
      "address.zipcode": ORDER_MESSAGES.required,
    });
  });
});

describe("emptyCheckoutForm", () => {
  it("opens with the account's name, empty fields and the terms unticked", () => {
    expect(emptyCheckoutForm("Ada")).toEqual({
      name: "Ada",
      phone: "",
      address: { street: "", city: "", country: "", state: "", zipcode: "" },
      terms: false,
    });
  });
});

describe("toCreateOrderBody", () => {
  it("builds the API's body: the checked fields, the ids and the seen total, no terms", () => {
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

  it("passes the API's own schema", () => {
    const body = toCreateOrderBody(checked(FILLED), CONTEXT);
    expect(createOrderSchema.safeParse(body).success).toBe(true);
  });

  it("leaves the e-mail out when the account has none", () => {
    const body = toCreateOrderBody(checked(FILLED), { ...CONTEXT, email: null });
    expect(body).not.toHaveProperty("email");
    expect(createOrderSchema.safeParse(body).success).toBe(true);
  });

  it("copies the ids, so a later cart change cannot alter a sent body", () => {
    const productIds = ["book-a"];
    const body = toCreateOrderBody(checked(FILLED), { ...CONTEXT, productIds });
    productIds.push("book-b");
    expect(body.productIds).toEqual(["book-a"]);
  });
});
