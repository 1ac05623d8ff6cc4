import { z } from "zod";

import { strictBody } from "../core/strict-body.ts";

import { ADMIN_LOGIN_LIMITS } from "./admin-api.ts";

/** The JSON bodies of the admin endpoints that take one; the API validates with these. */

function credential(max: number, { trim }: { trim: boolean }) {
  const text = z.string({
    error: (issue) => (issue.input === undefined ? "is required" : "must be text"),
  });
  return (trim ? text.trim() : text)
    .min(1, { error: "is required", abort: true })
    .max(max, { error: `must be at most ${max} characters` });
}

/** POST /api/auth/admin; usernames are compared lower-case, passwords exactly. */
export const adminLoginSchema = strictBody({
  username: credential(ADMIN_LOGIN_LIMITS.maxUsernameLength, { trim: true }).toLowerCase(),
  password: credential(ADMIN_LOGIN_LIMITS.maxPasswordLength, { trim: false }),
});
