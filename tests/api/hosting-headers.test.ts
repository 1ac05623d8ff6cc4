import { describe, expect, it } from "vitest";

import { EMULATOR_HOSTS } from "../../scripts/lib/paths.mjs";
import { SEED_BOOKS } from "../../scripts/seed/data/books.ts";
import { STORE_URL } from "../support/store.ts";

/** The SPA talks to the Auth and Firestore emulators of this suite, on its (shifted) ports. */
const EMULATOR_ORIGINS = [
  EMULATOR_HOSTS.FIRESTORE_EMULATOR_HOST,
  EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST,
].map((host) => `http://${host}`);

/** Security headers as the Hosting emulator sends them (firebase.json, via firebase.local.json). */

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words): words is [string, ...string[]] => words[0] !== undefined && words[0] !== "")
      .map(([name, ...values]) => [name, values]),
  );
}

async function headersOf(path: string): Promise<Headers> {
  const response = await fetch(`${STORE_URL}${path}`);
  await response.arrayBuffer();
  return response.headers;
}

async function firstAsset(): Promise<string> {
  const html = await (await fetch(`${STORE_URL}/`)).text();
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (asset === undefined) throw new Error("index.html loads no /assets/*.js");
  return asset;
}

describe("Hosting security headers", () => {
  it.each(["/", "/books/some-book", "/dashboard", "/api/books?limit=1", "/sitemap.xml"])(
    "%s has a Content-Security-Policy that forbids inline script, inline style and framing",
    async (path) => {
      const header = (await headersOf(path)).get("content-security-policy") ?? "";
      expect(header).not.toContain("'unsafe-inline'");
      const policy = directives(header);
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("style-src")).toEqual(["'self'"]);
      expect(policy.get("script-src")).toContain("'self'");
      expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
      expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("connect-src")).toEqual(
        expect.arrayContaining(["'self'", ...EMULATOR_ORIGINS]),
      );
    },
  );

  it.each(["/", "/cart", "/api/books?limit=1"])(
    "%s sends nosniff, a referrer policy and no framing",
    async (path) => {
      const headers = await headersOf(path);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("x-frame-options")).toBe("DENY");
    },
  );

  it.each([`/covers/${SEED_BOOKS[0]?.id ?? ""}.svg`, "/covers/none.svg"])(
    "%s is an image that may run no script, load nothing and not be framed",
    async (path) => {
      const headers = await headersOf(path);
      const policy = directives(headers.get("content-security-policy") ?? "");
      expect(policy.get("default-src")).toEqual(["'none'"]);
      expect(policy.has("sandbox")).toBe(true);
      expect(policy.has("script-src")).toBe(false);
      expect(policy.has("style-src")).toBe(false);
      expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
      expect(headers.get("x-content-type-options")).toBe("nosniff");
    },
  );

  it("index.html has no inline script for the policy to allow", async () => {
    const html = await (await fetch(`${STORE_URL}/`)).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    // JSON data blocks (the page's first-screen answers, its JSON-LD) are never run.
    const dataBlocks = scripts.filter(([, attributes = ""]) =>
      /type="application\/(ld\+)?json"/.test(attributes),
    );
    for (const [, , body = ""] of dataBlocks)
      expect(() => JSON.parse(body) as unknown).not.toThrow();
    const code = scripts.filter((script) => !dataBlocks.includes(script));
    expect(code.length).toBeGreaterThan(0);
    for (const [, attributes = "", body = ""] of code) {
      expect(attributes).toContain("src=");
      expect(body.trim()).toBe("");
    }
  });

  it("hashed assets are cached for a year, never sniffed; pages briefly, by the CDN longer", async () => {
    const asset = await headersOf(await firstAsset());
    expect(asset.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.get("x-content-type-options")).toBe("nosniff");
    // The function's own Cache-Control: no Hosting rule overrides it.
    expect((await headersOf("/categories")).get("cache-control")).toBe(
      "public, max-age=60, s-maxage=300",
    );
    expect((await headersOf("/favicon.svg")).get("cache-control")).toBe("no-cache");
  });
});
