import { z } from "zod";

import { requiredText } from "../core/required-text.ts";
import { strictBody } from "../core/strict-body.ts";

import { REVIEW_LIMITS, REVIEW_MESSAGES } from "./review.ts";

/** A review's body, for create and edit: the API and the book page's form check with it. */
export const reviewInputSchema = strictBody({
  rating: z
    .number({
      error: (issue) =>
        issue.input === undefined ? REVIEW_MESSAGES.ratingRequired : REVIEW_MESSAGES.ratingInvalid,
    })
    .int({ error: REVIEW_MESSAGES.ratingInvalid })
    .min(REVIEW_LIMITS.minRating, { error: REVIEW_MESSAGES.ratingInvalid })
    .max(REVIEW_LIMITS.maxRating, { error: REVIEW_MESSAGES.ratingInvalid }),
  title: requiredText({
    required: REVIEW_MESSAGES.titleRequired,
    notText: REVIEW_MESSAGES.titleNotText,
    max: REVIEW_LIMITS.title,
    tooLong: REVIEW_MESSAGES.titleTooLong,
  }),
  text: requiredText({
    required: REVIEW_MESSAGES.textRequired,
    notText: REVIEW_MESSAGES.textNotText,
    max: REVIEW_LIMITS.text,
    tooLong: REVIEW_MESSAGES.textTooLong,
  }),
});

export type ReviewInput = z.input<typeof reviewInputSchema>;

/** An admin hides a review (or shows it again). */
export const reviewVisibilitySchema = strictBody({
  hidden: z.boolean({ error: REVIEW_MESSAGES.hiddenNotBoolean }),
});

/** Marking a review helpful takes no fields: an empty body or {}. */
export const helpfulVoteSchema = strictBody({});
