import { describe, expect, it } from "vitest";

import { verseIndexOf } from "@bookstore/shared/library/verse-index.ts";
import { isVerseRef, type VerseRef } from "@bookstore/shared/library/verse.ts";
import type { VerseIndex } from "@bookstore/shared/library/verses-api.ts";

import { pickRandomVerse } from "./pick-random-verse";

const HELD = verseIndexOf([
  { chapter: 2, verse: 20 },
  { chapter: 4, verse: 7 },
  { chapter: 9, verse: 26 },
  { chapter: 18, verse: 66 },
]);

/** 2.20 to 2.22 in one run, and 4.7 alone. */
const RUN_AND_ONE = verseIndexOf([
  { chapter: 2, verse: 20 },
  { chapter: 2, verse: 21 },
  { chapter: 2, verse: 22 },
  { chapter: 4, verse: 7 },
]);

const always = (value: number) => () => value;

/** How often each verse is picked for random numbers spread evenly over [0, 1). */
function shares(index: VerseIndex, steps: number, current?: VerseRef): Record<string, number> {
  const counts = new Map<string, number>();
  for (let step = 0; step < steps; step += 1) {
    const picked = pickRandomVerse(index, always(step / steps), current);
    const key = picked ? `${picked.chapter}.${picked.verse}` : "none";
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
}

describe("pickRandomVerse", () => {
  it("maps the random number uniformly onto the held verses of chapters 1 to 17", () => {
    expect(pickRandomVerse(HELD, always(0))).toEqual({ chapter: 2, verse: 20 });
    expect(pickRandomVerse(HELD, always(0.34))).toEqual({ chapter: 4, verse: 7 });
    expect(pickRandomVerse(HELD, always(0.67))).toEqual({ chapter: 9, verse: 26 });
    expect(pickRandomVerse(HELD, always(0.999999))).toEqual({ chapter: 9, verse: 26 });
  });

  it("gives every candidate the same share of random numbers", () => {
    expect(shares(HELD, 300)).toEqual({ "2.20": 100, "4.7": 100, "9.26": 100 });
  });

  it("gives each verse of a run the same share as a verse standing alone", () => {
    expect(shares(RUN_AND_ONE, 400)).toEqual({ "2.20": 100, "2.21": 100, "2.22": 100, "4.7": 100 });
  });

  it("never picks chapter 18 or a verse outside its chapter", () => {
    const index: VerseIndex = {
      chapters: [
        { chapter: 0, runs: [{ first: 1, last: 3 }] },
        { chapter: 1, runs: [{ first: 48, last: 60 }] },
        { chapter: 2, runs: [{ first: 0, last: 0 }] },
        { chapter: 3, runs: [{ first: 1.5, last: 1.5 }] },
        { chapter: 17, runs: [{ first: 28, last: 40 }] },
        { chapter: 18, runs: [{ first: 1, last: 78 }] },
      ],
    };
    expect(shares(index, 100)).toEqual({ "17.28": 100 });
  });

  it("picks only verses the index holds, among the runs of every chapter", () => {
    const index: VerseIndex = {
      chapters: [
        {
          chapter: 2,
          runs: [
            { first: 1, last: 10 },
            { first: 70, last: 90 },
          ],
        },
        { chapter: 11, runs: [{ first: 50, last: 55 }] },
      ],
    };
    const picked = Object.keys(shares(index, 1000));
    // 2.1-10, 2.70-72 (chapter 2 has 72 verses) and 11.50-55: 19 verses.
    expect(picked).toHaveLength(19);
    for (const key of picked) {
      const [chapter = 0, verse = 0] = key.split(".").map(Number);
      expect(isVerseRef({ chapter, verse }), key).toBe(true);
      expect(chapter === 2 ? verse <= 10 || verse >= 70 : verse >= 50 && verse <= 55, key).toBe(
        true,
      );
    }
  });

  it("returns null when the store holds no verse it may pick", () => {
    expect(pickRandomVerse({ chapters: [] }, always(0.5))).toBeNull();
    expect(pickRandomVerse(verseIndexOf([{ chapter: 18, verse: 66 }]), always(0.5))).toBeNull();
  });

  it("picks a different verse than the current one when it can", () => {
    const current = { chapter: 2, verse: 20 };
    for (const value of [0, 0.4, 0.99]) {
      expect(pickRandomVerse(HELD, always(value), current)).not.toEqual(current);
    }
    expect(pickRandomVerse(HELD, always(0), current)).toEqual({ chapter: 4, verse: 7 });
    expect(pickRandomVerse(HELD, always(0.5), current)).toEqual({ chapter: 9, verse: 26 });
  });

  it("leaves out the current verse from within a run, the others keeping equal shares", () => {
    expect(shares(RUN_AND_ONE, 300, { chapter: 2, verse: 21 })).toEqual({
      "2.20": 100,
      "2.22": 100,
      "4.7": 100,
    });
  });

  it("picks among them all when the current verse is not held", () => {
    expect(shares(HELD, 300, { chapter: 5, verse: 1 })).toEqual({
      "2.20": 100,
      "4.7": 100,
      "9.26": 100,
    });
  });

  it("keeps the current verse when it is the only one", () => {
    const only = { chapter: 6, verse: 5 };
    expect(pickRandomVerse(verseIndexOf([only]), always(0.7), only)).toEqual(only);
  });

  it("stays within the held verses for out-of-range random numbers", () => {
    expect(pickRandomVerse(HELD, always(1))).toEqual({ chapter: 9, verse: 26 });
    expect(pickRandomVerse(HELD, always(-0.5))).toEqual({ chapter: 2, verse: 20 });
  });
});
