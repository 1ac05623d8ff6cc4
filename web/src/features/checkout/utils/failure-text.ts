import { ApiError } from "@/lib/api-client";

import { CHECKOUT_MESSAGES } from "./checkout-messages";

/** The failure dialog's text: the API's own words when prices changed (409), else 'Please try again.' */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.message !== "") {
    return error.message;
  }
  return CHECKOUT_MESSAGES.failedText;
}
