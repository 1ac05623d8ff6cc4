import type { z } from "zod";

import { deleteAccountSchema } from "../account-data.ts";
import { changePasswordSchema } from "../account.ts";
import { adminLoginSchema, orderStatusChangeSchema } from "../admin-requests.ts";
import { bookInputSchema } from "../book-input.ts";
import { catalogueImportRequestSchema } from "../catalogue-import.ts";
import { contactMessageSchema } from "../contact.ts";
import { newsletterSignupSchema, newsletterUnsubscribeSchema } from "../newsletter.ts";
import { cancelOrderSchema, createOrderSchema } from "../order.ts";

import type { EndpointName } from "./paths.ts";

/**
 * The store's API in one place, every table keyed by the endpoint's name:
 * - endpoints.ts: each endpoint's method and path (zod-free, for the first script too);
 * - API_REQUESTS (here): the schema of each JSON body an endpoint takes;
 * - responses.ts: the schema of each answer (the web client loads it when it first calls);
 * - paths.ts: the addresses built from them, the paging header and the types both sides use.
 * Endpoints absent from API_REQUESTS take no body (listings read `?limit=&after=`).
 */

export * as API from "./endpoints.ts";
export { API_RESPONSES } from "./responses.ts";

export const API_REQUESTS = {
  createBook: bookInputSchema,
  editBook: bookInputSchema,
  createOrder: createOrderSchema,
  changeOrderStatus: orderStatusChangeSchema,
  cancelOrder: cancelOrderSchema,
  adminLogin: adminLoginSchema,
  postContactMessage: contactMessageSchema,
  subscribe: newsletterSignupSchema,
  changePassword: changePasswordSchema,
  deleteAccount: deleteAccountSchema,
  unsubscribe: newsletterUnsubscribeSchema,
  importCatalogue: catalogueImportRequestSchema,
} as const satisfies Partial<Record<EndpointName, z.ZodType>>;
