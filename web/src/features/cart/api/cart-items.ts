/** The cart holds book ids; each book may be in it once. */
export type CartIds = readonly string[];

/** The cart page reads its books with one `in` query, which takes at most 30 ids. */
export const MAX_CART_ITEMS = 30;

export type AddResult = "added" | "duplicate" | "full";

export function addToCart(ids: CartIds, id: string): { ids: CartIds; result: AddResult } {
  if (ids.includes(id)) return { ids, result: "duplicate" };
  if (ids.length >= MAX_CART_ITEMS) return { ids, result: "full" };
  return { ids: [...ids, id], result: "added" };
}

export function removeFromCart(ids: CartIds, id: string): CartIds {
  return ids.filter((existing) => existing !== id);
}

/** Reads what localStorage held, trusting nothing about its shape. */
export function parseCart(stored: string | null): CartIds {
  if (stored === null) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is string => typeof id === "string" && id.length > 0);
    return [...new Set(ids)].slice(0, MAX_CART_ITEMS);
  } catch {
    return [];
  }
}
