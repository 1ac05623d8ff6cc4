import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { User } from "firebase/auth";
import { useRef, useState } from "react";
import { useNavigate } from "react-router-dom";

import { paths } from "@/config/paths";
import { cartStore } from "@/features/cart";
import { createOrder } from "@/features/orders";
import { apiKeyPrefix } from "@/lib/api-query-key";
import { showTimedDialog } from "@/lib/dialogs";
import * as API from "@shared/api/contract.ts";
import type { CreateOrderInput } from "@shared/order.ts";

import { CHECKOUT_MESSAGES, ERROR_DIALOG_MS, SUCCESS_DIALOG_MS } from "../utils/checkout-messages";
import { failureText } from "../utils/failure-text";
import { newIdempotencyKey } from "../utils/idempotency-key";

/**
 * Places the order. One idempotency key serves every try until an order is placed, so a retry
 * after a lost answer gets the first order back instead of a second one.
 */
export function usePlaceOrder(user: User) {
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // Set synchronously on submit: the pending state reaches the button a render later.
  const inFlight = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const mutation = useMutation({
    mutationFn: (body: CreateOrderInput) => createOrder({ user, idempotencyKey, body }),
    onSuccess: () => {
      setIdempotencyKey(newIdempotencyKey());
      void showTimedDialog(
        "success",
        CHECKOUT_MESSAGES.confirmedTitle,
        CHECKOUT_MESSAGES.confirmedText,
        SUCCESS_DIALOG_MS,
      );
      cartStore.clear();
      // Every read of /api/orders and below is dropped: the lists load again with the new order.
      queryClient.removeQueries({ queryKey: apiKeyPrefix(API.listOrders.path) });
      void navigate(paths.orders);
    },
    onError: (error) => {
      void showTimedDialog(
        "error",
        CHECKOUT_MESSAGES.failedTitle,
        failureText(error),
        ERROR_DIALOG_MS,
      );
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const place = (body: CreateOrderInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(body);
  };

  return { place, isPending: mutation.isPending };
}
