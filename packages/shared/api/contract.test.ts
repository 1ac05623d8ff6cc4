import { describe, expect, it } from "vitest";

import { bookInputSchema } from "../books/book-input.ts";
import { newsletterUnsubscribeSchema } from "../newsletter/newsletter.ts";
import { createOrderSchema } from "../orders/order-input.ts";

import { ACCESS_LEVELS } from "./access.ts";
import * as API from "./contract.ts";

/** A zod schema of either kind: both keep their definition under `_zod`. */
function isSchema(value: unknown): boolean {
  return typeof value === "object" && value !== null && "_zod" in value;
}

describe("the contract", () => {
  it("names each endpoint by its export name, once per method and path", () => {
    for (const [key, endpoint] of Object.entries(API)) expect(endpoint.name).toBe(key);
    const routes = Object.values(API).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("declares who may call every endpoint and how often", () => {
    for (const endpoint of Object.values(API) as unknown[]) {
      const entry = endpoint as { name: string; access?: unknown; rateLimit?: unknown };
      expect(Object.keys(ACCESS_LEVELS), entry.name).toContain(entry.access);
      expect(entry.rateLimit, entry.name).toEqual({
        per: expect.stringMatching(/^(client|account)$/) as unknown,
        limit: expect.any(Number) as unknown,
        windowMs: expect.any(Number) as unknown,
        counted: expect.stringMatching(/^(instance|store)$/) as unknown,
        ...("bucket" in (entry.rateLimit as object)
          ? { bucket: expect.any(String) as unknown }
          : {}),
      });
      const { limit, windowMs } = entry.rateLimit as { limit: number; windowMs: number };
      expect(Number.isInteger(limit) && limit > 0, entry.name).toBe(true);
      expect(windowMs, entry.name).toBeGreaterThanOrEqual(1000);
    }
  });

  it("counts an account's limit only where the entry lets no visitor through", () => {
    for (const entry of Object.values(API)) {
      if (entry.rateLimit.per === "account") expect(entry.access, entry.name).not.toBe("anyone");
    }
  });

  it("gives every endpoint a response schema, and a request schema only to a body's", async () => {
    for (const endpoint of Object.values(API)) {
      expect(isSchema(endpoint.response), endpoint.name).toBe(true);
      if ("request" in endpoint) {
        expect(isSchema(await endpoint.request()), endpoint.name).toBe(true);
        expect(endpoint.method, endpoint.name).not.toBe("GET");
      }
    }
  });

  it("loads the request schemas the server validates bodies with", async () => {
    expect(await API.createBook.request()).toBe(bookInputSchema);
    expect(await API.editBook.request()).toBe(bookInputSchema);
    expect(await API.createOrder.request()).toBe(createOrderSchema);
    expect(await API.unsubscribe.request()).toBe(newsletterUnsubscribeSchema);
  });

  it("checks request bodies with classic zod, answers with zod/mini", async () => {
    const statusChange = await API.changeOrderStatus.request();
    expect(statusChange.safeParse({ status: "lost" }).success).toBe(false);
    // Classic schemas have methods such as `.refine`; zod/mini ones have only `.check`.
    expect("refine" in statusChange).toBe(true);
    expect("refine" in API.getBook.response).toBe(false);
  });
});
