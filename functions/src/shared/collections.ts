/** Firestore collection names, shared by the API, the SPA, the rules tests and the seed. */
export const COLLECTIONS = {
  books: "books",
  orders: "orders",
  admins: "admins",
  subscribers: "subscribers",
  messages: "messages",
  verses: "verses",
  covers: "covers",
} as const;
