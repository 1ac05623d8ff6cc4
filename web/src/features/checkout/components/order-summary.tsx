import { Spinner } from "@/components/ui/spinner";
import { isOutOfStock, soldOutMessage } from "@bookstore/shared/books/stock.ts";
import { formatDollars } from "@bookstore/shared/core/money.ts";

import type { CheckoutCart } from "../hooks/use-checkout-cart";
import type { Fulfilment } from "../utils/checkout-form";
import { CHECKOUT_MESSAGES } from "../utils/checkout-messages";
import { paymentWording } from "../utils/fulfilment-choice";

interface OrderSummaryProps {
  cart: CheckoutCart;
  /** The way chosen in the form: the payment's wording follows it. */
  fulfilment: Fulfilment;
}

/** The books being ordered at their current prices, the total the order will send, and payment. */
export function OrderSummary({ cart, fulfilment }: OrderSummaryProps) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="flex min-w-0 flex-col gap-4 rounded-lg border border-slate-200 p-5"
    >
      <h2 id="order-summary-title" className="text-xl font-semibold">
        Order summary
      </h2>
      {cart.status === "loading" && <Spinner label="Loading your cart" />}
      {cart.status === "error" && (
        <p role="alert" className="text-red-700">
          {CHECKOUT_MESSAGES.cartLoadFailed}
        </p>
      )}
      {cart.status === "ready" && (
        <>
          {cart.books.length === 0 ? (
            <p className="text-slate-600">Your cart is empty.</p>
          ) : (
            <ul className="divide-y divide-slate-200" aria-label="Books in your order">
              {cart.books.map((book) => (
                <li
                  key={book._id}
                  data-testid="checkout-item"
                  className="flex justify-between gap-4 py-2"
                >
                  <span className="min-w-0 break-words">
                    {book.title}
                    {isOutOfStock(book.stock) && (
                      <span className="ml-2 text-sm font-medium text-red-700">
                        {CHECKOUT_MESSAGES.outOfStock}
                      </span>
                    )}
                  </span>
                  <span className="shrink-0 font-medium">{formatDollars(book.newPrice)}</span>
                </li>
              ))}
            </ul>
          )}
          {cart.soldOut.length > 0 && (
            <p role="alert" className="text-red-700" data-testid="checkout-sold-out">
              {soldOutMessage(cart.soldOut)}
            </p>
          )}
          <p className="flex justify-between border-t border-slate-200 pt-4 text-lg font-semibold">
            <span>Total</span>
            <span data-testid="checkout-total">{formatDollars(cart.total)}</span>
          </p>
        </>
      )}
      <p className="text-sm text-slate-600">
        Payment: <span className="font-medium">{paymentWording(fulfilment)}</span>
      </p>
    </section>
  );
}
