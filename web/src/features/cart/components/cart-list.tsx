import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { soldOutMessage, soldOutTitles } from "@bookstore/shared/books/stock.ts";
import { formatDollars, formatTotal } from "@bookstore/shared/core/money.ts";

import { cartStore } from "../api/cart-store";

import { CartItem } from "./cart-item";

/** The cart's lines, subtotal and checkout link; needs no Firestore (an empty cart shows as is). */
export function CartList({ books }: { books: readonly Book[] }) {
  const subtotal = formatTotal(books.map((book) => book.newPrice));
  const soldOut = soldOutTitles(books);
  const canCheckOut = Number(subtotal) > 0 && soldOut.length === 0;
  return (
    <>
      {books.length === 0 ? (
        <p className="text-lg text-slate-600">No product found!</p>
      ) : (
        <>
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => {
                cartStore.clear();
              }}
              className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
            >
              Clear Cart
            </button>
          </div>
          <ul className="divide-y divide-slate-200">
            {books.map((book) => (
              <CartItem key={book._id} book={book} />
            ))}
          </ul>
        </>
      )}
      <div className="flex flex-col gap-4 border-t border-slate-200 pt-6">
        <p className="flex justify-between text-lg font-semibold">
          <span>Subtotal</span>
          <span data-testid="cart-subtotal">{formatDollars(subtotal)}</span>
        </p>
        <p className="text-sm text-slate-600">Payment is cash on delivery.</p>
        {soldOut.length > 0 && (
          <p role="alert" className="text-red-700" data-testid="cart-sold-out">
            {soldOutMessage(soldOut)}
          </p>
        )}
        {canCheckOut ? (
          <Link
            to={paths.checkout}
            className="rounded-md bg-blue-700 px-6 py-3 text-center font-semibold text-white hover:bg-blue-800"
          >
            Checkout
          </Link>
        ) : (
          <span
            role="link"
            aria-disabled="true"
            className="cursor-not-allowed rounded-md bg-slate-300 px-6 py-3 text-center font-semibold text-slate-600"
          >
            Checkout
          </span>
        )}
      </div>
    </>
  );
}
