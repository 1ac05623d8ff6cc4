import { COLLECTIONS } from "../core/collections.ts";

/**
 * The account data export's sections, in its order: every collection that holds something about
 * a customer. Apart from account-data.ts, whose request schema (classic zod) the response schemas
 * must not load.
 */
export const PERSONAL_DATA_COLLECTIONS = {
  orders: COLLECTIONS.orders,
  customers: COLLECTIONS.customers,
  /** customers/<uid>/saved: the books the customer saved. */
  saved: COLLECTIONS.saved,
  /** customers/<uid>/stockAlerts: the books the customer asked to be mailed about. */
  stockAlerts: COLLECTIONS.stockAlerts,
  subscribers: COLLECTIONS.subscribers,
  mail: COLLECTIONS.mail,
  messages: COLLECTIONS.messages,
  /** reviews/<uid>_<book id>: the customer's reviews of books. */
  reviews: COLLECTIONS.reviews,
  /** reviews/<review id>/helpfulVotes/<uid>: the reviews the customer marked helpful. */
  helpfulVotes: COLLECTIONS.helpfulVotes,
  /** reviewModeration/<uid>_<book id>: the customer's reviews an admin has hidden. */
  reviewModeration: COLLECTIONS.reviewModeration,
} as const;

export type PersonalDataCollection =
  (typeof PERSONAL_DATA_COLLECTIONS)[keyof typeof PERSONAL_DATA_COLLECTIONS];

/** The section names as a list, for the response schema's enum. */
export const PERSONAL_DATA_COLLECTION_NAMES = [
  PERSONAL_DATA_COLLECTIONS.orders,
  PERSONAL_DATA_COLLECTIONS.customers,
  PERSONAL_DATA_COLLECTIONS.saved,
  PERSONAL_DATA_COLLECTIONS.stockAlerts,
  PERSONAL_DATA_COLLECTIONS.subscribers,
  PERSONAL_DATA_COLLECTIONS.mail,
  PERSONAL_DATA_COLLECTIONS.messages,
  PERSONAL_DATA_COLLECTIONS.reviews,
  PERSONAL_DATA_COLLECTIONS.helpfulVotes,
  PERSONAL_DATA_COLLECTIONS.reviewModeration,
] as const satisfies readonly PersonalDataCollection[];
