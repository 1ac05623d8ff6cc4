import { useMemo } from "react";

import { type CartIds, useCartBooks } from "@/features/cart";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { soldOutTitles } from "@bookstore/shared/books/stock.ts";

import { checkoutTotal } from "../utils/checkout-total";

export type CheckoutCart =
  | { status: "loading" }
  | { status: "error" }
  | {
      status: "ready";
      books: readonly Book[];
      total: string;
      /** Titles of the books with no copy left: the order waits until they are removed. */
      soldOut: readonly string[];
    };

/** A cart whose books are read: what the checkout can order. */
export type ReadyCheckoutCart = Extract<CheckoutCart, { status: "ready" }>;

export const EMPTY_CHECKOUT_CART: ReadyCheckoutCart = {
  status: "ready",
  books: [],
  total: "0.00",
  soldOut: [],
};

/** The cart's books at their current prices, with the total; `ids` must not be empty. */
export function useCheckoutCart(ids: CartIds): CheckoutCart {
  const books = useCartBooks(ids);
  return useMemo((): CheckoutCart => {
    if (books.status !== "success") return { status: books.status };
    return {
      status: "ready",
      books: books.books,
      total: checkoutTotal(books.books),
      soldOut: soldOutTitles(books.books),
    };
  }, [books]);
}
