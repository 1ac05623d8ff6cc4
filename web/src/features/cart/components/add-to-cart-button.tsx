import { confirmDialog, showToast } from "@/lib/dialogs";
import { isOutOfStock } from "@bookstore/shared/books/stock.ts";

import { MAX_CART_ITEMS } from "../api/cart-items";
import { cartStore } from "../api/cart-store";

export const CART_MESSAGES = {
  added: "Product Added to the Cart",
  full: `Your cart is full: it holds up to ${MAX_CART_ITEMS} books.`,
  duplicateTitle: "Already Added to the Cart",
  duplicateText: "You won't be able to revert this!",
  duplicateConfirm: "OK!",
  soldOutSinceAdded: "Out of stock: it sold out after you added it. Remove it to check out.",
} as const;

export async function addBookToCart(bookId: string): Promise<void> {
  const result = cartStore.add(bookId);
  if (result === "added") {
    await showToast(CART_MESSAGES.added, "success", 1500);
    return;
  }
  if (result === "full") {
    await showToast(CART_MESSAGES.full, "warning", 3000);
    return;
  }
  await confirmDialog({
    icon: "warning",
    title: CART_MESSAGES.duplicateTitle,
    text: CART_MESSAGES.duplicateText,
    confirmButtonText: CART_MESSAGES.duplicateConfirm,
  });
}

interface AddToCartButtonProps {
  bookId: string;
  stock: number;
  className?: string;
}

/** Disabled when the book has no copy left (the label beside it says "Out of stock"). */
export function AddToCartButton({ bookId, stock, className = "" }: AddToCartButtonProps) {
  return (
    <button
      type="button"
      disabled={isOutOfStock(stock)}
      onClick={() => void addBookToCart(bookId)}
      className={`inline-flex items-center justify-center gap-2 rounded-md bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600 ${className}`}
    >
      Add to Cart
    </button>
  );
}
