import { z } from "zod";

import { CHAPTER_COUNT, versesInChapter } from "./verse.ts";

const wholeNumber = z
  .string()
  .regex(/^\d+$/, "must be a whole number")
  .transform((digits) => Number(digits));

/** The path parameters of GET /api/slok/:chapter/:verse. */
export const verseParamsSchema = z
  .object({
    chapter: wholeNumber.pipe(
      z
        .number()
        .min(1, `must be from 1 to ${CHAPTER_COUNT}`)
        .max(CHAPTER_COUNT, `must be from 1 to ${CHAPTER_COUNT}`),
    ),
    verse: wholeNumber,
  })
  .superRefine(({ chapter, verse }, context) => {
    const count = versesInChapter(chapter) ?? 0;
    if (verse < 1 || verse > count) {
      context.addIssue({
        code: "custom",
        path: ["verse"],
        message: `must be from 1 to ${count} in chapter ${chapter}`,
      });
    }
  });
