/** The cart holds book ids; each book may be in it once (SPEC section 5). */
export type CartIds = readonly string[];

export function addToCart(ids: CartIds, id: string): { ids: CartIds; added: boolean } {
  return ids.includes(id) ? { ids, added: false } : { ids: [...ids, id], added: true };
}

export function removeFromCart(ids: CartIds, id: string): CartIds {
  return ids.filter((existing) => existing !== id);
}

const MAX_CART_ITEMS = 100;

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
