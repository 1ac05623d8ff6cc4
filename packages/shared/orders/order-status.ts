/**
 * An order's statuses, in a module without zod: the contract's response schemas name them, and
 * every bundle that checks an answer would otherwise keep order.ts's request schemas, and
 * classic zod, with them.
 */
export const ORDER_STATUSES = [
  "awaiting-publication",
  "pending",
  "processing",
  "shipped",
  "delivered",
  "ready-for-collection",
  "collected",
  "cancelled",
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];
