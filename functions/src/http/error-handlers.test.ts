import { once } from "node:events";
import type { AddressInfo } from "node:net";

import express from "express";
import { describe, expect, it } from "vitest";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { handleErrors } from "./error-handlers.ts";

describe("handleErrors", () => {
  it("answers a path parameter that does not percent-decode with a 400, not a 500", async () => {
    const app = express();
    app.get("/books/:id", (_req, res) => {
      res.send("reached");
    });
    app.use(handleErrors);
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/books/%E0%A4%A`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: MESSAGES.malformedAddress });
    } finally {
      server.close();
    }
  });
});
