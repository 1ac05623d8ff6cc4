import { bookGeneration } from "./book-generation.ts";
import { bookOnSale } from "./book-on-sale.ts";
import { bookRatings } from "./book-ratings.ts";
import { bookSearchTermsMigration } from "./book-search-terms.ts";
import { bookStockShards } from "./book-stock-shards.ts";
import { customerCounters } from "./customer-counters.ts";
import type { Migration } from "./migration.ts";
import { orderMailOwners } from "./order-mail-owners.ts";
import { recommendedStart } from "./recommended-start.ts";
import { reviewHelpfulCount } from "./review-helpful-count.ts";
import { reviewModeration } from "./review-moderation.ts";
import { reviewPublicId } from "./review-public-id.ts";
import { savedCounts } from "./saved-counts.ts";

/** Every migration, in the order they run (their ids sort the same way). */
export const MIGRATIONS: readonly Migration[] = [
  bookStockShards,
  bookOnSale,
  bookSearchTermsMigration,
  customerCounters,
  recommendedStart,
  bookRatings,
  reviewHelpfulCount,
  bookGeneration,
  reviewPublicId,
  reviewModeration,
  savedCounts,
  orderMailOwners,
];
