import { describe, expect, it } from "vitest";

import type { VerseRef } from "@shared/verse.ts";

import { pickRandomVerse } from "./pick-random-verse";

const HELD: VerseRef[] = [
  { chapter: 2, verse: 20 },
  { chapter: 4, verse: 7 },
  { chapter: 9, verse: 26 },
  { chapter: 18, verse: 66 },
];

const always = (value: number) => () => value;

describe("pickRandomVerse", () => {
  it("maps the random number uniformly onto the held verses of chapters 1 to 17", () => {
    expect(pickRandomVerse(HELD, always(0))).toEqual({ chapter: 2, verse: 20 });
    expect(pickRandomVerse(HELD, always(0.34))).toEqual({ chapter: 4, verse: 7 });
    expect(pickRandomVerse(HELD, always(0.67))).toEqual({ chapter: 9, verse: 26 });
    expect(pickRandomVerse(HELD, always(0.999999))).toEqual({ chapter: 9, verse: 26 });
  });

  it("gives every candidate the same share of random numbers", () => {
    const counts = new Map<string, number>();
    const steps = 300;
    for (let step = 0; step < steps; step += 1) {
      const picked = pickRandomVerse(HELD, always(step / steps));
      const key = picked ? `${picked.chapter}.${picked.verse}` : "none";
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ "2.20": 100, "4.7": 100, "9.26": 100 });
  });

  it("never picks chapter 18 or a verse outside its chapter", () => {
    const held = [
      { chapter: 18, verse: 1 },
      { chapter: 1, verse: 48 },
      { chapter: 0, verse: 1 },
      { chapter: 2, verse: 0 },
      { chapter: 3, verse: 1.5 },
      { chapter: 17, verse: 28 },
    ];
    for (const value of [0, 0.5, 0.99]) {
      expect(pickRandomVerse(held, always(value))).toEqual({ chapter: 17, verse: 28 });
    }
  });

  it("returns null when the store holds no verse it may pick", () => {
    expect(pickRandomVerse([], always(0.5))).toBeNull();
    expect(pickRandomVerse([{ chapter: 18, verse: 66 }], always(0.5))).toBeNull();
  });

  it("picks a different verse than the current one when it can", () => {
    const current = { chapter: 2, verse: 20 };
    for (const value of [0, 0.4, 0.99]) {
      expect(pickRandomVerse(HELD, always(value), current)).not.toEqual(current);
    }
    expect(pickRandomVerse(HELD, always(0), current)).toEqual({ chapter: 4, verse: 7 });
    expect(pickRandomVerse(HELD, always(0.5), current)).toEqual({ chapter: 9, verse: 26 });
  });

  it("keeps the current verse when it is the only one", () => {
    const only = { chapter: 6, verse: 5 };
    expect(pickRandomVerse([only], always(0.7), only)).toEqual(only);
  });

  it("stays within the list for out-of-range random numbers", () => {
    expect(pickRandomVerse(HELD, always(1))).toEqual({ chapter: 9, verse: 26 });
    expect(pickRandomVerse(HELD, always(-0.5))).toEqual({ chapter: 2, verse: 20 });
  });
});
