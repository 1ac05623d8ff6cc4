import { beforeAll, describe, expect, it } from "vitest";

import { ACCESS_MESSAGES } from "@bookstore/shared/api/access.ts";
import { MESSAGES } from "@bookstore/shared/core/messages.ts";

import { adminIdToken, api, signedInSecondsAgo } from "../support/admin-session.ts";
import { signUpCustomer } from "../support/auth-tokens.ts";

/** Every admin endpoint; unknown ids, so a broken check could not change the seeded store. */
const ADMIN_ENDPOINTS: { method: string; path: string; json?: unknown; body?: BodyInit }[] = [
  { method: "GET", path: "/api/admin" },
  { method: "GET", path: "/api/admin/books?stock=low" },
  { method: "GET", path: "/api/orders" },
  { method: "PATCH", path: "/api/orders/no-such-order/status", json: { status: "processing" } },
  { method: "GET", path: "/api/contact" },
  { method: "GET", path: "/api/newsletter" },
  {
    method: "POST",
    path: "/api/books/create-book",
    json: {
      title: "Never created",
      description: "Refused before validation.",
      category: "fiction",
      oldPrice: 2,
      newPrice: 1,
    },
  },
  {
    method: "PUT",
    path: "/api/books/edit/no-such-book",
    json: { title: "x", description: "y", category: "fiction", oldPrice: 1, newPrice: 1 },
  },
  { method: "DELETE", path: "/api/books/no-such-book" },
  { method: "POST", path: "/api/covers", body: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) },
];

let customerToken: string;
let adminToken: string;

beforeAll(async () => {
  [customerToken, adminToken] = await Promise.all([
    signUpCustomer().then((account) => account.idToken),
    adminIdToken(),
  ]);
});

describe.each(ADMIN_ENDPOINTS)("$method $path", ({ method, path, json, body }) => {
  it("answers 401 without a token, or with a token that is not one", async () => {
    for (const token of [null, "not.a.token"]) {
      const answer = await api(path, { method, token, json, body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: MESSAGES.signInRequired });
    }
  });

  it("answers 403 to a signed-in customer", async () => {
    const answer = await api(path, { method, token: customerToken, json, body });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: ACCESS_MESSAGES.adminOnly });
  });

  it("answers 401 'session expired' to an admin who signed in an hour ago or earlier", async () => {
    for (const age of [3600, 3601, 7200]) {
      const token = signedInSecondsAgo(adminToken, age);
      const answer = await api(path, { method, token, json, body });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: ACCESS_MESSAGES.sessionExpired });
    }
  });
});

describe("an admin session just under an hour old", () => {
  it("is still open", async () => {
    const token = signedInSecondsAgo(adminToken, 3590);
    const answer = await api("/api/admin", { token });
    expect(answer.status).toBe(200);
  });
});

describe("methods the admin routes do not serve", () => {
  it.each([
    ["POST", "/api/admin"],
    ["DELETE", "/api/admin"],
    ["POST", "/api/admin/books"],
    ["PUT", "/api/orders"],
    ["GET", "/api/orders/no-such-order/status"],
    ["PUT", "/api/orders/no-such-order/status"],
    ["GET", "/api/books/create-book"],
    ["PUT", "/api/books/create-book"],
    ["GET", "/api/books/edit/no-such-book"],
    ["POST", "/api/books/edit/no-such-book"],
    ["PUT", "/api/books/no-such-book"],
    ["GET", "/api/covers"],
    ["PUT", "/api/covers"],
    ["DELETE", "/api/contact"],
    ["PUT", "/api/newsletter"],
  ])("%s %s answers 405", async (method, path) => {
    const answer = await api(path, { method, token: adminToken });
    expect(answer.status).toBe(405);
    expect(answer.body).toEqual({ message: MESSAGES.methodNotAllowed });
  });
});
