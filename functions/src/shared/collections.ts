/** Firestore collection names, shared by the API, the SPA, the rules tests and the seed. */
export const COLLECTIONS = {
  books: "books",
  /** Public facts about the catalogue's list order, kept by the API: see recommended.ts. */
  catalogue: "catalogue",
  orders: "orders",
  admins: "admins",
  subscribers: "subscribers",
  messages: "messages",
  verses: "verses",
  covers: "covers",
  /** Per-customer order counters (orders, spentCents) the dashboard ranks best customers by. */
  customers: "customers",
  /** Fixed-window rate-limit counters (admin login failures), one document per hashed key. */
  loginAttempts: "loginAttempts",
  /** Per-client counters of contact messages and newsletter sign-ups, one document per hashed key. */
  rateLimits: "rateLimits",
  /** The store's own state: system/store holds the write gate a graceful stop closes. */
  system: "system",
} as const;
