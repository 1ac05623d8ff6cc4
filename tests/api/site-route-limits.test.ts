import { beforeAll, describe, expect, it } from "vitest";

import {
  COVER_PNG_LIMIT,
  SEARCH_PAGE_LIMIT,
  SITE_LIMIT_MESSAGES,
  SITEMAP_LIMIT,
} from "@bookstore/shared/site/site-route-limits.ts";

import { SEED_BOOKS } from "../../scripts/seed/data/books.ts";
import { ROUTES, testClient } from "../support/client-addresses.ts";
import { searchReady } from "../support/search-api.ts";
import { STORE_URL } from "../support/store.ts";

/**
 * The per-client limits of the routes outside the API contract, through Hosting as a browser or
 * crawler reaches them, each test as a client of its own (X-Forwarded-For). Requests go one after
 * another, so one function instance (the emulator's first idle worker) counts them all.
 */

/** A seeded book, whose cover is drawn: its PNG is rendered from the SVG. */
const seededId = SEED_BOOKS[0]?.id ?? "";

async function get(path: string, client: string): Promise<Response> {
  const response = await fetch(`${STORE_URL}${path}`, { headers: ROUTES.hosting.headers(client) });
  // Read to the end, so the connection is free for the next request.
  await response.arrayBuffer();
  return response;
}

/** Sends `count` requests as `client` and returns their statuses. */
async function statuses(path: string, client: string, count: number): Promise<number[]> {
  const found: number[] = [];
  for (let sent = 0; sent < count; sent += 1) found.push((await get(path, client)).status);
  return found;
}

function expectRetryAfter(response: Response, windowMs: number): void {
  const seconds = Number(response.headers.get("retry-after"));
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
  expect(response.headers.get("cache-control")).toBe("no-store");
}

beforeAll(async () => {
  expect(seededId).not.toBe("");
  await searchReady();
}, 90_000);

describe("the search page's per-client limit", () => {
  it("answers SEARCH_PAGE_LIMIT searches a window, then 429 Too many requests with Retry-After", async () => {
    const client = testClient();
    const path = "/search?q=clockmak";
    const allowed = await statuses(path, client, SEARCH_PAGE_LIMIT.limit);
    expect(allowed).toEqual(Array<number>(SEARCH_PAGE_LIMIT.limit).fill(200));
    const refused = await fetch(`${STORE_URL}${path}`, {
      headers: ROUTES.hosting.headers(client),
    });
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, SEARCH_PAGE_LIMIT.windowMs);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await refused.text();
    expect(html).toContain(`<h1>${SITE_LIMIT_MESSAGES.title}</h1>`);
    expect(html).toContain("Please try again in 1 minute.");
    // Every other page, and the same page for another client, is still served.
    expect((await get("/about", client)).status).toBe(200);
    expect((await get(path, testClient())).status).toBe(200);
  }, 180_000);
});

describe("the sitemaps' per-client limit", () => {
  it("answers SITEMAP_LIMIT sitemaps a window, whatever the query, then 429", async () => {
    const client = testClient();
    const found: number[] = [];
    for (let sent = 0; sent < SITEMAP_LIMIT.limit; sent += 1) {
      const path = sent % 2 === 0 ? `/sitemap.xml?x=${sent}` : `/sitemaps/books-0.xml?x=${sent}`;
      found.push((await get(path, client)).status);
    }
    expect(found).toEqual(Array<number>(SITEMAP_LIMIT.limit).fill(200));
    const refused = await fetch(`${STORE_URL}/sitemaps/pages.xml`, {
      headers: ROUTES.hosting.headers(client),
    });
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, SITEMAP_LIMIT.windowMs);
    expect(await refused.text()).toContain(SITE_LIMIT_MESSAGES.title);
  }, 120_000);
});

describe("the cover PNGs' per-client limit", () => {
  it("answers COVER_PNG_LIMIT PNGs a window, whatever the query, then 429", async () => {
    const client = testClient();
    const found: number[] = [];
    for (let sent = 0; sent < COVER_PNG_LIMIT.limit; sent += 1) {
      found.push((await get(`/covers/png/${seededId}.png?v=${sent}`, client)).status);
    }
    expect(found).toEqual(Array<number>(COVER_PNG_LIMIT.limit).fill(200));
    const refused = await fetch(`${STORE_URL}/covers/png/${seededId}.png`, {
      headers: ROUTES.hosting.headers(client),
    });
    expect(refused.status).toBe(429);
    expectRetryAfter(refused, COVER_PNG_LIMIT.windowMs);
    const body = (await refused.json()) as { message: string };
    expect(body.message).toMatch(/^Too many requests/);
  }, 120_000);
});
