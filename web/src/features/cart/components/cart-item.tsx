import { Link } from "react-router-dom";

import { BookCover } from "@/books/components/book-cover";
import { paths } from "@/config/paths";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { isOutOfStock } from "@bookstore/shared/books/stock.ts";
import { formatDollars } from "@bookstore/shared/core/money.ts";

import { cartStore } from "../api/cart-store";

import { CART_MESSAGES } from "./add-to-cart-button";

export function CartItem({ book }: { book: Book }) {
  return (
    <li className="flex gap-4 py-6" data-testid="cart-item">
      <BookCover
        coverImage={book.coverImage}
        title={book.title}
        className="h-32 w-24 shrink-0 rounded object-cover"
      />
      <div className="flex flex-1 flex-col gap-1">
        <div className="flex flex-wrap justify-between gap-2">
          <h2 className="font-semibold">
            <Link to={paths.book(book._id)} className="hover:underline">
              {book.title}
            </Link>
          </h2>
          <p className="font-medium">{formatDollars(book.newPrice)}</p>
        </div>
        <p className="text-sm capitalize text-slate-600">{book.category}</p>
        {isOutOfStock(book.stock) && (
          <p className="text-sm font-medium text-red-700" data-testid="cart-item-sold-out">
            {CART_MESSAGES.soldOutSinceAdded}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between text-sm">
          <p className="text-slate-600">Qty 1</p>
          <button
            type="button"
            onClick={() => {
              cartStore.remove(book._id);
            }}
            className="font-medium text-blue-700 hover:underline"
          >
            Remove<span className="sr-only"> {book.title}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
