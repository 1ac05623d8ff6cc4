import { useEffect, useMemo } from "react";

import { booksByIdQuery } from "@/books/api/books-collection";
import { useBooks } from "@/books/hooks/use-books";
import { type BooksState } from "@/books/utils/books-state";
import type { Book } from "@bookstore/shared/books/books-api.ts";

import type { CartIds } from "../api/cart-items";
import { cartStore } from "../api/cart-store";

/**
 * The cart's books with their current catalogue prices, in the order they were added. Books
 * the catalogue no longer has leave the cart.
 */
export function useCartBooks(ids: CartIds): BooksState {
  const booksQuery = useMemo(() => booksByIdQuery(ids), [ids]);
  const state = useBooks(booksQuery);
  const cartBooks = useMemo((): BooksState => {
    if (state.status !== "success") return state;
    const byId = new Map<string, Book>(state.books.map((book) => [book._id, book]));
    return { ...state, books: ids.flatMap((id) => byId.get(id) ?? []) };
  }, [state, ids]);

  useEffect(() => {
    if (state.status !== "success" || !state.confirmed) return;
    const found = new Set(state.books.map((book) => book._id));
    ids
      .filter((id) => !found.has(id))
      .forEach((id) => {
        cartStore.remove(id);
      });
  }, [state, ids]);

  return cartBooks;
}
