import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import type { Page } from "@/lib/api-client";
import { apiMutationOptions } from "@/lib/api-mutation";
import { apiKeyPrefix } from "@/lib/api-query-key";
import { confirmDialog, showDialog, showToast } from "@/lib/dialogs";
import type { Order } from "@bookstore/shared/orders/order.ts";
import * as API from "@bookstore/shared/orders/orders-api.ts";

import { cancelFailureText } from "../utils/cancel-failure-text";
import { ORDER_PAGE_MESSAGES } from "../utils/orders-messages";
import { replaceOrder } from "../utils/replace-order";

import { customerOrdersQueryOptions } from "./use-customer-orders";
import { orderQueryOptions } from "./use-order";

const TOAST_MS = 1500;

/**
 * Cancels one order after the customer confirms. The answer replaces the order wherever it is
 * shown; a refusal (the store started on it meanwhile) shows the API's reason and reloads the
 * orders, so the page shows where the order really is.
 */
export function useCancelOrder(user: User, id: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    ...apiMutationOptions(API.cancelOrder, () => ({ params: { id }, session: user, body: {} })),
    onSuccess: (updated) => {
      queryClient.setQueryData(orderQueryOptions(user, id).queryKey, updated);
      queryClient.setQueriesData<InfiniteData<Page<Order>>>(
        { queryKey: customerOrdersQueryOptions(user).queryKey },
        (data) => replaceOrder(data, updated),
      );
      void showToast(ORDER_PAGE_MESSAGES.cancelledToast, "success", TOAST_MS);
    },
    onError: (error) => {
      void showDialog("error", ORDER_PAGE_MESSAGES.cancelFailedTitle, cancelFailureText(error));
      void queryClient.invalidateQueries({ queryKey: apiKeyPrefix(API.listOrders.path) });
    },
  });

  const cancel = async () => {
    if (mutation.isPending) return;
    const confirmed = await confirmDialog({
      icon: "warning",
      title: ORDER_PAGE_MESSAGES.confirmTitle,
      text: ORDER_PAGE_MESSAGES.confirmText,
      confirmButtonText: ORDER_PAGE_MESSAGES.confirmButton,
      cancelButtonText: ORDER_PAGE_MESSAGES.keepButton,
    });
    if (confirmed) mutation.mutate();
  };

  return { cancel, isPending: mutation.isPending };
}
