import { once } from "node:events";
import type { AddressInfo } from "node:net";

import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { sampleOrder } from "@bookstore/shared/orders/sample-order.test-support.ts";

import type { ServedEndpoint } from "./endpoint-router.ts";
import { handleErrors } from "./error-handlers.ts";

// The emulator's flag, read by route.ts at each answer: answers are checked against their schema.
vi.stubEnv("FUNCTIONS_EMULATOR", "true");
const { answer, route } = await import("./route.ts");
const API = await import("@bookstore/shared/orders/orders-api.ts");

const calls: unknown[] = [];

/** The routes under test, mounted without the access middleware, which is endpoint-router's. */
const served: ServedEndpoint[] = [
  route(API.listOrders, ({ query }) => {
    calls.push(query);
    return [];
  }),
  route(API.createOrder, ({ body }) => {
    calls.push(body);
    return answer(API.createOrder, 201, sampleOrder, { Location: "/api/orders/o1" });
  }),
  // An answer of the wrong shape: the check on the emulator refuses it.
  route(API.getOrder, ({ params }) => ({ ...sampleOrder, _id: Number(params.id) }) as never),
];

let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  for (const { entry, handler } of served) {
    app[entry.method === "GET" ? "get" : "post"](entry.path, handler);
  }
  app.use(handleErrors);
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  vi.unstubAllEnvs();
});

describe("route", () => {
  it("hands the handler the query its entry's schema parsed, defaults included", async () => {
    calls.length = 0;
    const response = await fetch(`${base}/api/orders?status=shipped`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
    expect(calls).toEqual([{ status: "shipped", limit: 20 }]);
  });

  it("refuses a query its entry's schema refuses with a 400 naming the field, before the handler", async () => {
    calls.length = 0;
    const response = await fetch(`${base}/api/orders?status=lost`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^status: /);
    expect(calls).toEqual([]);
  });

  it("takes a request without a body as {}, so the schema names the first missing field", async () => {
    calls.length = 0;
    const response = await fetch(`${base}/api/orders`, { method: "POST" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^name: /);
    expect(calls).toEqual([]);
  });

  it("sends an answer with its status and headers", async () => {
    const response = await fetch(`${base}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Ada",
        phone: "+1 555 0100",
        address: { city: "C", country: "US", state: "S", zipcode: "1" },
        productIds: ["b1"],
      }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("Location")).toBe("/api/orders/o1");
    expect(await response.json()).toEqual(sampleOrder);
  });

  it("on the emulator, answers 500 rather than send a body its response schema refuses", async () => {
    const response = await fetch(`${base}/api/orders/7`);
    expect(response.status).toBe(500);
  });
});
