import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

import express, { type ErrorRequestHandler } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";

import { HttpError } from "../http/http-error.ts";
import { StoreBusy } from "../lib/domain-errors.ts";

import { adminLoginHandler, type AdminLoginSteps } from "./admin-login-handler.ts";

/** Which steps ran, in order, and what each one decides. */
const calls: string[] = [];
const decide = {
  capped: false,
  locked: false,
  password: "right",
  hashingFull: false,
  storeBusy: false,
};

const steps: AdminLoginSteps = {
  clientCap: {
    consume: (client) => {
      calls.push(`cap ${client}`);
      return Promise.resolve(
        decide.capped
          ? { allowed: false, retryAfterMs: 90_000 }
          : { allowed: true, windowStartMs: 1_000 },
      );
    },
    refund: (client, windowStartMs) => {
      calls.push(`cap refund ${client} ${windowStartMs}`);
      return Promise.resolve();
    },
    reset: (client) => {
      calls.push(`cap reset ${client}`);
      return Promise.resolve();
    },
  },
  lockout: {
    admit: (client, username) => {
      calls.push(`admit ${client} ${username}`);
      if (decide.storeBusy) return Promise.reject(new StoreBusy(MESSAGES.storeBusy));
      return Promise.resolve(
        decide.locked
          ? { allowed: false, retryAfterMs: 120_000 }
          : {
              allowed: true,
              next: { failures: 1, lockedUntilMs: 0, lastFailureMs: 0 },
            },
      );
    },
    clear: (client, username) => {
      calls.push(`clear ${client} ${username}`);
      return Promise.resolve();
    },
  },
  reserveHashing: () => {
    if (decide.hashingFull) return null;
    calls.push("reserve");
    return {
      run: (task) => task(),
      release: () => calls.push("release"),
    };
  },
  checkPassword: (username, password, place) =>
    place.run(() => {
      calls.push(`hash ${username}`);
      return Promise.resolve(password === decide.password);
    }),
  customToken: (username) => Promise.resolve(`token-for-${username}`),
};

const answerErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const status = error instanceof HttpError ? error.status : error instanceof StoreBusy ? 503 : 500;
  if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
    res.set("Retry-After", String(error.retryAfterSeconds));
  }
  res.status(status).json({ message: error instanceof Error ? error.message : "?" });
};

let server: Server;
let url = "";

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", true);
  app.post("/", express.json(), adminLoginHandler(steps).handler, answerErrors);
  server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => {
  server.close();
});

beforeEach(() => {
  calls.length = 0;
  Object.assign(decide, {
    capped: false,
    locked: false,
    password: "right",
    hashingFull: false,
    storeBusy: false,
  });
});

async function login(password: string) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.5" },
    body: JSON.stringify({ username: " Admin ", password }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.json(),
  };
}

describe("adminLoginHandler's order of steps", () => {
  it("answers 503 before counting anything when the instance has no room for a check", async () => {
    decide.hashingFull = true;
    const answer = await login("right");
    expect(answer).toEqual({
      status: 503,
      retryAfter: "1",
      body: { message: MESSAGES.storeBusy },
    });
    expect(calls).toEqual([]);
  });

  it("gives the client its attempt back when the store is too busy to count it", async () => {
    decide.storeBusy = true;
    const answer = await login("right");
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: MESSAGES.storeBusy });
    expect(calls).toEqual([
      "reserve",
      "cap 203.0.113.5",
      "admit 203.0.113.5 admin",
      "cap refund 203.0.113.5 1000",
      "release",
    ]);
  });

  it("refuses a client over its cap before the lockout or any hashing", async () => {
    decide.capped = true;
    const answer = await login("right");
    expect(answer).toEqual({
      status: 429,
      retryAfter: "90",
      body: { message: ADMIN_MESSAGES.tooManyAttempts(2) },
    });
    expect(calls).toEqual(["reserve", "cap 203.0.113.5", "release"]);
  });

  it("refuses a locked client and username before any hashing", async () => {
    decide.locked = true;
    const answer = await login("right");
    expect(answer.status).toBe(429);
    expect(answer.retryAfter).toBe("120");
    expect(calls).toEqual(["reserve", "cap 203.0.113.5", "admit 203.0.113.5 admin", "release"]);
  });

  it("hashes only after both, and keeps the failure counted on a wrong password", async () => {
    const answer = await login("wrong");
    expect(answer).toEqual({
      status: 401,
      retryAfter: null,
      body: { message: ADMIN_MESSAGES.wrongCredentials },
    });
    expect(calls).toEqual([
      "reserve",
      "cap 203.0.113.5",
      "admit 203.0.113.5 admin",
      "hash admin",
      "release",
    ]);
  });

  it("clears the pair and the client's cap after a success", async () => {
    const answer = await login("right");
    expect(answer).toEqual({ status: 200, retryAfter: null, body: { token: "token-for-admin" } });
    expect(calls.slice(0, 4)).toEqual([
      "reserve",
      "cap 203.0.113.5",
      "admit 203.0.113.5 admin",
      "hash admin",
    ]);
    expect(calls.slice(4, 6).sort()).toEqual(["cap reset 203.0.113.5", "clear 203.0.113.5 admin"]);
    expect(calls.slice(6)).toEqual(["release"]);
  });
});
