import { describe, expect, it } from "vitest";

import { createOrderSchema } from "@shared/order.ts";

import { EMPTY_CHECKOUT_FORM, toCreateOrderBody, type CheckoutFormValues } from "./checkout-form";

const FILLED: CheckoutFormValues = {
  name: "  Ada Lovelace ",
  phone: "5415550100",
  address: "12 Analytical Row",
  city: " London",
  country: "United Kingdom ",
  state: "Greater London",
  zipcode: " NW1 6XE ",
};

const CONTEXT = {
  email: "ada@example.com",
  productIds: ["book-a", "book-b"],
  totalPrice: "31.98",
};

describe("toCreateOrderBody", () => {
  it("builds the API's body: trimmed fields, the address object, the ids and the seen total", () => {
    expect(toCreateOrderBody(FILLED, CONTEXT)).toEqual({
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
    expect(createOrderSchema.safeParse(toCreateOrderBody(FILLED, CONTEXT)).success).toBe(true);
  });

  it("leaves the e-mail out when the account has none", () => {
    const body = toCreateOrderBody(FILLED, { ...CONTEXT, email: null });
    expect(body).not.toHaveProperty("email");
    expect(createOrderSchema.safeParse(body).success).toBe(true);
  });

  it("copies the ids, so a later cart change cannot alter a sent body", () => {
    const productIds = ["book-a"];
    const body = toCreateOrderBody(FILLED, { ...CONTEXT, productIds });
    productIds.push("book-b");
    expect(body.productIds).toEqual(["book-a"]);
  });

  it("an empty form is what the API refuses", () => {
    const body = toCreateOrderBody(EMPTY_CHECKOUT_FORM, CONTEXT);
    expect(body.name).toBe("");
    expect(createOrderSchema.safeParse(body).success).toBe(false);
  });
});
