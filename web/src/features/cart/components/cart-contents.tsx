import type { CartIds } from "../api/cart-items";
import { useCartBooks } from "../hooks/use-cart-books";

import { CartList } from "./cart-list";
import { CartLoading } from "./cart-loading";

/** The cart's books, read from the catalogue for their current prices. Loads Firestore. */
export function CartContents({ ids }: { ids: CartIds }) {
  const books = useCartBooks(ids);
  if (books.status === "loading") return <CartLoading />;
  if (books.status === "error") {
    return (
      <p role="alert" className="text-red-700">
        Could not load your cart. Please try again.
      </p>
    );
  }
  return <CartList books={books.books} />;
}
