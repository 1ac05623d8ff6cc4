import { strictBody } from "../core/strict-body.ts";

/**
 * A customer's own data: the export (GET /api/account/data) and the deletion of the account
 * (POST /api/account/delete). Both walk the same list of sections, one per collection that holds
 * something about the customer (functions/src/account/personal-data-sources.ts).
 */

/** A JSON value, as each exported document's fields are written out (timestamps as ISO 8601). */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export const ACCOUNT_DATA_FILE_NAME = "bookstore-my-data.json";

export const ACCOUNT_DATA_MESSAGES = {
  accountDeleted: "Your account is deleted.",
  exportLeavesOutUnverified: (address: string) =>
    `Nothing sent to or from ${address} is in this file: the address is not verified, so nothing proves it is yours. Verify your e-mail address first (open the link we sent you), then download your data again.`,
  deletionLeavesUnverified: (address: string) =>
    `Nothing sent to or from ${address} was deleted: the address was never verified, so nothing proved it was yours.`,
  recentSignInRequired:
    "For your security, please sign in again (at most 5 minutes before), then delete your account.",
  ordersAbout:
    "Your orders. After your account is deleted they are kept for the store's accounts, without your name, e-mail, phone or address.",
  customerAbout:
    "Your order counters (number of orders and amount spent), for the store's figures.",
  savedAbout:
    "The books you saved for later, with the price each had when you saved it, and how many you saved.",
  stockAlertsAbout:
    "The sold-out books you asked to be emailed about when they are back, and the address to email.",
  subscriberAbout: "Your newsletter subscription.",
  mailAbout:
    "Mail the store sent (or is about to send) to your address, and the store owner's notices of your orders.",
  messagesAbout: "Messages sent through the Contact page from your address.",
  reviewModerationAbout:
    "Your reviews an admin has hidden from the shop: a review you write again of the same book stays hidden.",
  reviewsAbout: "Your reviews of books, with their stars, titles and texts, shown or hidden.",
  helpfulVotesAbout:
    "The reviews you marked helpful. Deleting your account deletes these votes and takes them off the reviews' helpful counts.",
} as const;

/** POST /api/account/delete takes no fields: an empty body or {}. */
export const deleteAccountSchema = strictBody({});
