/** Firestore collection names, shared by the API, the SPA, the rules tests and the seed. */
export const COLLECTIONS = {
  books: "books",
  /** Public facts about the catalogue's list order, kept by the API: see recommended.ts. */
  catalogue: "catalogue",
  /** books/<id>/stockShards/<0..n>: a book's copies and sales, split so orders do not queue. */
  stockShards: "stockShards",
  /** stockRollups/<book id>: when a book's shards were last summed into it, and if one is due. */
  stockRollups: "stockRollups",
  /** searchIndex/state (when a rebuild is due) and searchIndex/manifest (the current snapshot). */
  searchIndex: "searchIndex",
  /** searchIndexChunks/<version>-<n>: a search snapshot's bytes where Cloud Storage is not used. */
  searchIndexChunks: "searchIndexChunks",
  /** reviews/<uid>_<book id>: one customer's review of one book (server-only: docs/reviews.md). */
  reviews: "reviews",
  /** reviews/<review id>/helpfulVotes/<uid>: one customer's helpful vote (server-only). */
  helpfulVotes: "helpfulVotes",
  /**
   * reviewModeration/<uid>_<book id>: an admin's hiding of a customer's review of a book, which
   * outlives the review (server-only: docs/reviews.md).
   */
  reviewModeration: "reviewModeration",
  /** ratingRollups/<book id>: when a book's reviews were last summed into it, and if one is due. */
  ratingRollups: "ratingRollups",
  orders: "orders",
  /**
   * placedOrders/<order id>: what follows an order's commit and has not run yet (its mail and its
   * books' stock roll-ups), written in the commit and taken by the followUpPlacedOrder trigger.
   */
  placedOrders: "placedOrders",
  /** collectionPoints/<id>: where customers may collect orders; the API keeps them (server-only). */
  collectionPoints: "collectionPoints",
  admins: "admins",
  subscribers: "subscribers",
  messages: "messages",
  verses: "verses",
  covers: "covers",
  /** Per-customer order counters (orders, spentCents) the dashboard ranks best customers by. */
  customers: "customers",
  /** customers/<uid>/saved/<book id>: the books a customer saved, written by their own client. */
  saved: "saved",
  /** customers/<uid>/counters/saved: how many books the customer saved, kept by their client. */
  counters: "counters",
  /** customers/<uid>/stockAlerts/<book id>: back-in-stock alerts, written by the API only. */
  stockAlerts: "stockAlerts",
  /** Fixed-window rate-limit counters (admin login failures), one document per hashed key. */
  loginAttempts: "loginAttempts",
  /** Per-client counters of contact messages and newsletter sign-ups, one document per hashed key. */
  rateLimits: "rateLimits",
  /** The store's own state: system/store holds the write gate a graceful stop closes. */
  system: "system",
  /** mail/<auto id>: outgoing mail in the Trigger Email extension's format (server-only). */
  mail: "mail",
  /** migrations/<id>: each data migration's run (server-only): see docs/migrations.md. */
  migrations: "migrations",
} as const;
