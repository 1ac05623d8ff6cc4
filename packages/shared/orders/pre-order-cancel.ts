/**
 * The cancel link a customer gets when the publication day of a book they pre-ordered moves: a
 * signed token names their order, and one click on the page it opens cancels it.
 */

/** The longest cancel token the API reads: a uid and an order id (each ≤ 128) and a MAC. */
export const CANCEL_TOKEN_MAX_LENGTH = 512;

export const PRE_ORDER_CANCEL_MESSAGES = {
  heading: "Cancel your pre-order",
  intro:
    "The publication day of a book in this order has moved. Cancel the order, and its copies go back to the shop; you pay nothing.",
  button: "Cancel my pre-order",
  cancelled: "Your pre-order is cancelled, and its copies are back in the shop.",
  tokenMissing: "This link is incomplete. Please open the whole link from your mail.",
  tokenInvalid: "This link is not valid. Please open the link from your mail as it is.",
  mailSubject: "The publication day of your pre-order has moved",
} as const;
