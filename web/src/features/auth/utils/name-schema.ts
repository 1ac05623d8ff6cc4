import { z } from "zod";

import { nameProblem } from "@bookstore/shared/accounts/customer-name.ts";

/** Adds nameProblem's sentence as the field's issue, for names that must be given. */
function checkName(name: string, context: z.RefinementCtx) {
  const problem = nameProblem(name);
  if (problem !== undefined) context.addIssue({ code: "custom", message: problem });
}

/** The account's name: required, at most NAME_MAX_LENGTH, saved trimmed. */
export const nameSchema = z.string().superRefine(checkName).trim();

/**
 * The name a sign-up may give: blank is fine (an account without one is greeted as "User" until
 * it sets one), anything else follows the name's rules.
 */
export const optionalNameSchema = z
  .string()
  .trim()
  .superRefine((name, context) => {
    if (name !== "") checkName(name, context);
  });
