import { z } from "zod";

import { passwordWeakness } from "./describe-weak-password";

/**
 * A new password, checked against the provider's password policy before it is sent: the issue
 * is the policy's sentence for what the password lacks. Never trimmed.
 */
export const newPasswordSchema = z.string().superRefine(async (password, context) => {
  const weakness = await passwordWeakness(password);
  if (weakness !== undefined) context.addIssue({ code: "custom", message: weakness });
});
