import { ApiError } from "@/lib/api-client";

import { ORDER_PAGE_MESSAGES } from "./orders-messages";

/** The API's own words when the order can no longer be cancelled (409) or is gone (404). */
export function cancelFailureText(error: Error): string {
  if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
    if (error.message !== "") return error.message;
  }
  return ORDER_PAGE_MESSAGES.cancelFailedText;
}
