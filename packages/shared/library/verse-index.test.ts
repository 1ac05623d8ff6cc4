import { describe, expect, it } from "vitest";

import { PUBLIC_LIST_MAX_ITEMS } from "../api/public-lists.ts";

import { verseIndexOf } from "./verse-index.ts";
import { VERSES_PER_CHAPTER, type VerseRef } from "./verse.ts";
import { areChaptersInOrder, areRunsApart } from "./verses-api.ts";

/** Every verse of the Bhagavad Gita, last chapter first and each chapter backwards. */
const WHOLE_GITA: VerseRef[] = VERSES_PER_CHAPTER.flatMap((count, index) =>
  Array.from({ length: count }, (_, verse) => ({ chapter: index + 1, verse: verse + 1 })),
).reverse();

describe("verseIndexOf", () => {
  it("groups verses by chapter into runs of consecutive verses, in order", () => {
    const refs = [
      { chapter: 4, verse: 8 },
      { chapter: 2, verse: 47 },
      { chapter: 2, verse: 20 },
      { chapter: 4, verse: 7 },
      { chapter: 2, verse: 22 },
      { chapter: 2, verse: 21 },
      { chapter: 18, verse: 66 },
    ];
    expect(verseIndexOf(refs)).toEqual({
      chapters: [
        {
          chapter: 2,
          runs: [
            { first: 20, last: 22 },
            { first: 47, last: 47 },
          ],
        },
        { chapter: 4, runs: [{ first: 7, last: 8 }] },
        { chapter: 18, runs: [{ first: 66, last: 66 }] },
      ],
    });
  });

  it("counts a verse named twice once", () => {
    const twice = [
      { chapter: 6, verse: 5 },
      { chapter: 6, verse: 5 },
      { chapter: 6, verse: 6 },
    ];
    expect(verseIndexOf(twice)).toEqual({
      chapters: [{ chapter: 6, runs: [{ first: 5, last: 6 }] }],
    });
  });

  it("summarises the whole Gita (701 verses) in 18 items, one run a chapter", () => {
    const { chapters } = verseIndexOf(WHOLE_GITA);
    expect(WHOLE_GITA).toHaveLength(701);
    expect(chapters.length).toBeLessThanOrEqual(PUBLIC_LIST_MAX_ITEMS);
    expect(chapters).toEqual(
      VERSES_PER_CHAPTER.map((count, index) => ({
        chapter: index + 1,
        runs: [{ first: 1, last: count }],
      })),
    );
  });

  it("answers no chapters for no verses", () => {
    expect(verseIndexOf([])).toEqual({ chapters: [] });
  });

  it("builds what the answer's checks accept", () => {
    const { chapters } = verseIndexOf([...WHOLE_GITA.filter(({ verse }) => verse % 3 !== 0)]);
    expect(areChaptersInOrder(chapters)).toBe(true);
    for (const { runs } of chapters) expect(areRunsApart(runs)).toBe(true);
  });
});

describe("areRunsApart", () => {
  it.each([
    [[], true],
    [[{ first: 1, last: 1 }], true],
    [
      [
        { first: 1, last: 3 },
        { first: 5, last: 9 },
      ],
      true,
    ],
    [[{ first: 4, last: 3 }], false],
    [
      [
        { first: 1, last: 3 },
        { first: 4, last: 9 },
      ],
      false,
    ],
    [
      [
        { first: 1, last: 5 },
        { first: 3, last: 9 },
      ],
      false,
    ],
    [
      [
        { first: 7, last: 9 },
        { first: 1, last: 3 },
      ],
      false,
    ],
  ])("%j: %s", (runs, apart) => {
    expect(areRunsApart(runs)).toBe(apart);
  });
});

describe("areChaptersInOrder", () => {
  const entry = (chapter: number) => ({ chapter, runs: [{ first: 1, last: 1 }] });

  it("accepts increasing chapters and refuses a repeat or a step back", () => {
    expect(areChaptersInOrder([entry(1), entry(2), entry(18)])).toBe(true);
    expect(areChaptersInOrder([entry(2), entry(2)])).toBe(false);
    expect(areChaptersInOrder([entry(3), entry(2)])).toBe(false);
  });
});
