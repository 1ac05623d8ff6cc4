// The cart feature's public entry: what other features may use (see eslint.config.js).
export type { CartIds } from "./api/cart-items";
export { cartStore } from "./api/cart-store";
export { useCartIds } from "./hooks/use-cart";
export { useCartBooks } from "./hooks/use-cart-books";
