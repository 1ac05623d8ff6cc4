import { describe, expect, it } from "vitest";

import { PUBLIC_LIST_MAX_ITEMS } from "@bookstore/shared/api/public-lists.ts";
import type { VerseRef } from "@bookstore/shared/library/verse.ts";
import type { Verse, VerseIndex } from "@bookstore/shared/library/verses-api.ts";

import { FUNCTIONS_URL } from "../../scripts/lib/paths.mjs";
import { SEED_VERSES } from "../../scripts/seed/data/verses.ts";
import { requestJson } from "../support/store.ts";
import { versesOf } from "../support/verse-index.ts";

type ErrorBody = { message: string };

/**
 * The function itself (on the suite's shifted ports), bypassing Hosting: firebase.json's
 * catch-all header rule sets "Cache-Control: no-cache" on every response Hosting serves,
 * rewrites included.
 */
const FUNCTION_URL = FUNCTIONS_URL;

const byAddress = (a: VerseRef, b: VerseRef) => a.chapter - b.chapter || a.verse - b.verse;

describe("GET /api/slok/:chapter/:verse", () => {
  it.each(SEED_VERSES.map((verse) => [`${verse.chapter}.${verse.verse}`, verse] as const))(
    "returns the held verse %s",
    async (_address, seeded) => {
      const { status, headers, body } = await requestJson<Verse>(
        `/api/slok/${seeded.chapter}/${seeded.verse}`,
      );
      expect(status).toBe(200);
      expect(headers.get("content-type")).toMatch(/application\/json/);
      expect(body).toEqual({
        chapter: seeded.chapter,
        verse: seeded.verse,
        sanskrit: seeded.sanskrit,
        translation: seeded.translation,
        source: seeded.source,
      });
    },
  );

  it("answers a valid verse the store does not hold with a 404 JSON message", async () => {
    const { status, headers, body } = await requestJson<ErrorBody>("/api/slok/1/1");
    expect(status).toBe(404);
    expect(headers.get("content-type")).toMatch(/application\/json/);
    expect(body).toEqual({ message: "Verse not found" });
  });

  it.each([
    ["x", "20", "chapter: must be a whole number"],
    ["2.5", "20", "chapter: must be a whole number"],
    ["-1", "20", "chapter: must be a whole number"],
    ["02x", "20", "chapter: must be a whole number"],
    ["%202", "20", "chapter: must be a whole number"],
    ["1e1", "20", "chapter: must be a whole number"],
    ["0", "1", "chapter: must be from 1 to 18"],
    ["19", "1", "chapter: must be from 1 to 18"],
    ["99999999999999999999", "1", "chapter: must be from 1 to 18"],
    ["2", "x", "verse: must be a whole number"],
    ["2", "2.5", "verse: must be a whole number"],
    ["2", "-1", "verse: must be a whole number"],
    ["2", "02x", "verse: must be a whole number"],
    ["2", "0", "verse: must be from 1 to 72 in chapter 2"],
    ["2", "73", "verse: must be from 1 to 72 in chapter 2"],
    ["1", "48", "verse: must be from 1 to 47 in chapter 1"],
    ["18", "79", "verse: must be from 1 to 78 in chapter 18"],
  ])("answers /api/slok/%s/%s with a 400: %s", async (chapter, verse, message) => {
    const { status, body } = await requestJson<ErrorBody>(`/api/slok/${chapter}/${verse}`);
    expect(status).toBe(400);
    expect(body).toEqual({ message });
  });

  it("accepts the last verse of a chapter", async () => {
    const { status, body } = await requestJson<ErrorBody>("/api/slok/18/78");
    expect(status).toBe(404);
    expect(body).toEqual({ message: "Verse not found" });
  });

  it("answers POST with a 405 JSON message", async () => {
    const { status, body } = await requestJson<ErrorBody>("/api/slok/2/20", { method: "POST" });
    expect(status).toBe(405);
    expect(body).toEqual({ message: "Method not allowed" });
  });

  it("lets browsers and the CDN cache a verse for 5 minutes", async () => {
    const response = await fetch(`${FUNCTION_URL}/api/slok/2/20`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });
});

describe("GET /api/slok", () => {
  it("names exactly the seeded verses, in reading order, as runs per chapter", async () => {
    const { status, headers, body } = await requestJson<VerseIndex>("/api/slok");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/application\/json/);
    expect(versesOf(body)).toEqual(
      [...SEED_VERSES].sort(byAddress).map(({ chapter, verse }) => ({ chapter, verse })),
    );
    // Each chapter once, and runs as long as they go: a verse is missing between two runs.
    const chapters = body.chapters.map(({ chapter }) => chapter);
    expect(chapters).toEqual([...new Set(chapters)].sort((a, b) => a - b));
    for (const { chapter, runs } of body.chapters) {
      for (const [index, run] of runs.entries()) {
        const before = runs[index - 1];
        if (before) expect(run.first, `chapter ${chapter}`).toBeGreaterThan(before.last + 1);
      }
    }
  });

  it("answers at most 100 items, one per chapter, with at most 100 runs in all", async () => {
    const { body } = await requestJson<VerseIndex>("/api/slok");
    expect(Object.keys(body)).toEqual(["chapters"]);
    expect(body.chapters.length).toBeGreaterThan(0);
    expect(body.chapters.length).toBeLessThanOrEqual(PUBLIC_LIST_MAX_ITEMS);
    const runs = body.chapters.reduce((sum, { runs: inChapter }) => sum + inChapter.length, 0);
    expect(runs).toBeLessThanOrEqual(PUBLIC_LIST_MAX_ITEMS);
  });

  it("answers POST with a 405 JSON message", async () => {
    const { status, body } = await requestJson<ErrorBody>("/api/slok", { method: "POST" });
    expect(status).toBe(405);
    expect(body).toEqual({ message: "Method not allowed" });
  });

  it("lets browsers and the CDN cache the index for 5 minutes", async () => {
    const response = await fetch(`${FUNCTION_URL}/api/slok`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });
});
