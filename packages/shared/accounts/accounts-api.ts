import { z } from "zod/mini";

import { RATE_LIMITS } from "../api/access.ts";
import { isoDate, noContentSchema } from "../api/schema-parts.ts";

import type { JsonValue } from "./account-data.ts";
import { PERSONAL_DATA_COLLECTION_NAMES } from "./personal-data-collections.ts";

/**
 * Accounts and sessions: the admin's sign-in, signing out, and a customer's password, data and deletion.
 */

export const adminLoginResponseSchema = z.object({
  token: z.string(),
});

/** A Firebase custom token carrying the `admin` claim; the SPA signs in with it. */
export type AdminLoginResponse = z.output<typeof adminLoginResponseSchema>;

export const passwordChangedSchema = z.object({
  message: z.literal("Your password is changed."),
});

export type PasswordChanged = z.output<typeof passwordChangedSchema>;

export const accountDataExportSchema = z.object({
  /** ISO 8601. */
  exportedAt: isoDate,
  /** The Auth account as the export shows it. */
  account: z.object({
    uid: z.string(),
    email: z.nullable(z.string()),
    emailVerified: z.boolean(),
    name: z.nullable(z.string()),
    /** ISO 8601. */
    createdAt: isoDate,
    lastSignInAt: z.nullable(isoDate),
    /** How the customer signs in: "password", "google.com", … */
    providers: z.array(z.string()),
  }),
  /** What each collection holds about the customer. */
  sections: z.array(
    z.object({
      collection: z.enum(PERSONAL_DATA_COLLECTION_NAMES),
      /** What the documents are, in words. */
      about: z.string(),
      /** Each stored document, with every field it holds (timestamps as ISO 8601). */
      documents: z.array(
        z.object({
          id: z.string(),
          data: z.record(z.string(), z.json() as z.ZodMiniType<JsonValue>),
        }),
      ),
    }),
  ),
  /** Why the file leaves out what is under the account's address, when it does; else null. */
  notice: z.nullable(z.string()),
});

/** GET /api/account/data: the customer's own data, section by section. */
export type AccountDataExport = z.output<typeof accountDataExportSchema>;

/** The Auth account as the export shows it. */
export type ExportedAccount = AccountDataExport["account"];

/** What one collection holds about the customer. */
export type PersonalDataSection = AccountDataExport["sections"][number];

/** One stored document, with every field it holds. */
export type ExportedDocument = PersonalDataSection["documents"][number];

export const accountDeletedSchema = z.object({
  message: z.literal("Your account is deleted."),
  /** Why what is under the account's address was left, when it was; else null. */
  notice: z.nullable(z.string()),
});

export type AccountDeleted = z.output<typeof accountDeletedSchema>;

export const adminLogin = {
  name: "adminLogin",
  access: "anyone",
  rateLimit: RATE_LIMITS.adminLogin,
  method: "POST",
  path: "/api/auth/admin",
  request: async () => (await import("../dashboard/admin-requests.ts")).adminLoginSchema,
  response: adminLoginResponseSchema,
} as const;

/** 204: no body. */
export const adminLogout = {
  name: "adminLogout",
  access: "admin",
  rateLimit: RATE_LIMITS.admin,
  method: "POST",
  path: "/api/auth/admin/logout",
  response: noContentSchema,
} as const;

/** 204: no body. */
export const logout = {
  name: "logout",
  access: "signedIn",
  rateLimit: RATE_LIMITS.accountWrite,
  method: "POST",
  path: "/api/auth/logout",
  response: noContentSchema,
} as const;

/** The signed-in customer's own account. */
export const changePassword = {
  name: "changePassword",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountSensitive,
  method: "POST",
  path: "/api/account/password",
  request: async () => (await import("./account.ts")).changePasswordSchema,
  response: passwordChangedSchema,
} as const;

/** Everything the store holds about the signed-in customer, as a JSON attachment. */
export const getAccountData = {
  name: "getAccountData",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountSensitive,
  method: "GET",
  path: "/api/account/data",
  response: accountDataExportSchema,
} as const;

/** Deletes the signed-in customer's account; their orders are kept, anonymised. */
export const deleteAccount = {
  name: "deleteAccount",
  access: "customerAccount",
  rateLimit: RATE_LIMITS.accountSensitive,
  method: "POST",
  path: "/api/account/delete",
  request: async () => (await import("./account-data.ts")).deleteAccountSchema,
  response: accountDeletedSchema,
} as const;
