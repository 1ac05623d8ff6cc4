import { useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";
import { useRef, useState, type SyntheticEvent } from "react";
import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { cartStore } from "@/features/cart";
import { FormFailure, useSubmitForm } from "@/hooks/use-submit-form";
import { apiRequest } from "@/lib/api-client";
import { apiKeyPrefix } from "@/lib/api-query-key";
import { showDialog, showTimedDialog } from "@/lib/dialogs";
import { customerName } from "@bookstore/shared/accounts/customer-name.ts";
import { soldOutMessage } from "@bookstore/shared/books/stock.ts";
import type { CollectionPoint } from "@bookstore/shared/collection/collection-api.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { checkoutFormSchema, emptyCheckoutForm, toCreateOrderBody } from "../utils/checkout-form";
import { checkoutBlock, type CheckoutBlock } from "../utils/checkout-gate";
import { CHECKOUT_MESSAGES, ERROR_DIALOG_MS, SUCCESS_DIALOG_MS } from "../utils/checkout-messages";
import { confirmationText } from "../utils/confirmation-text";
import { failureText } from "../utils/failure-text";
import { offeredChoice } from "../utils/fulfilment-choice";
import { newIdempotencyKey } from "../utils/idempotency-key";

import {
  EMPTY_CHECKOUT_CART,
  type CheckoutCart,
  type ReadyCheckoutCart,
} from "./use-checkout-cart";

/** Why the order was not placed: a dialog's title and text. */
export interface CheckoutFailure {
  title: string;
  message: string;
}

function blockFailure(block: CheckoutBlock, cart: ReadyCheckoutCart): CheckoutFailure {
  return block === "sold-out"
    ? { title: CHECKOUT_MESSAGES.soldOutTitle, message: soldOutMessage(cart.soldOut) }
    : { title: CHECKOUT_MESSAGES.emptyCartTitle, message: CHECKOUT_MESSAGES.emptyCartText };
}

function showFailure({ title, message }: CheckoutFailure): void {
  void showTimedDialog("error", title, message, ERROR_DIALOG_MS);
}

/**
 * The thanks. An order to collect says where, when and how to pay: more than anyone reads in the
 * timed dialog's two seconds, so it stays until the customer closes it.
 */
function showConfirmation(order: Order): void {
  const { confirmedTitle } = CHECKOUT_MESSAGES;
  const text = confirmationText(order);
  if (order.collection === undefined) {
    void showTimedDialog("success", confirmedTitle, text, SUCCESS_DIALOG_MS);
  } else {
    void showDialog("success", confirmedTitle, text);
  }
}

/**
 * The checkout form, the name filled in with the account's, and the order it places. One
 * idempotency key serves every try until an order is placed, so a retry after a lost answer gets
 * the first order back instead of a second one. A sold-out book is named before the fields are
 * checked, since no field can fix it; an empty cart is refused once they pass.
 */
export function useCheckoutForm(user: User) {
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // The cart the customer saw when they sent the form: its books and total are what is ordered.
  const sentCart = useRef<ReadyCheckoutCart>(EMPTY_CHECKOUT_CART);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const checkout = useSubmitForm({
    schema: checkoutFormSchema,
    defaultValues: emptyCheckoutForm(customerName(user.displayName, user.email)),
    submit: async (values) => {
      const cart = sentCart.current;
      const block = checkoutBlock(cart);
      if (block !== undefined) throw new FormFailure(blockFailure(block, cart));
      return apiRequest(API.createOrder, {
        session: user,
        headers: { "Idempotency-Key": idempotencyKey },
        body: toCreateOrderBody(values, {
          email: user.email,
          productIds: cart.books.map((book) => book._id),
          totalPrice: cart.total,
        }),
      });
    },
    failure: (error): CheckoutFailure => ({
      title: CHECKOUT_MESSAGES.failedTitle,
      message: failureText(error),
    }),
    onFailure: showFailure,
    onSuccess: (order) => {
      setIdempotencyKey(newIdempotencyKey());
      showConfirmation(order);
      cartStore.clear();
      // Every read of /api/orders and below is dropped: the lists load again with the new order.
      queryClient.removeQueries({ queryKey: apiKeyPrefix(API.listOrders.path) });
      return navigate(paths.orders);
    },
    focusInvalid: true,
  });

  /** The form's onSubmit, with the cart it is shown beside and the points it offers. */
  const onSubmit = (
    event: SyntheticEvent<HTMLFormElement>,
    cart: CheckoutCart,
    points: readonly CollectionPoint[],
  ) => {
    if (cart.status !== "ready" || checkout.busy) {
      event.preventDefault();
      return;
    }
    if (checkoutBlock(cart) === "sold-out") {
      event.preventDefault();
      showFailure(blockFailure("sold-out", cart));
      return;
    }
    sentCart.current = cart;
    // What is checked and sent is what the form shows: a delivery once no point is listed.
    const { form } = checkout;
    const choice = offeredChoice(form.getValues(), points);
    form.setValue("fulfilment", choice.fulfilment);
    form.setValue("collectionPointId", choice.collectionPointId);
    checkout.onSubmit(event);
  };

  return { ...checkout, onSubmit };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
