import { useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { confirmDialog, showDialog, showToast } from "@/lib/dialogs";

import { cancelOrder } from "../api/cancel-order";
import type { OrdersPage } from "../api/fetch-orders";
import { customerOrderKey, customerOrdersKey, ORDERS_QUERY_KEY } from "../api/orders-query-key";
import { cancelFailureText } from "../utils/cancel-failure-text";
import { ORDER_PAGE_MESSAGES } from "../utils/orders-messages";
import { replaceOrder } from "../utils/replace-order";

const TOAST_MS = 1500;

/**
 * Cancels one order after the customer confirms. The answer replaces the order wherever it is
 * shown; a refusal (the store started on it meanwhile) shows the API's reason and reloads the
 * orders, so the page shows where the order really is.
 */
export function useCancelOrder(user: User, id: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => cancelOrder(user, id),
    onSuccess: (updated) => {
      queryClient.setQueryData(customerOrderKey(user.uid, id), updated);
      queryClient.setQueriesData<InfiniteData<OrdersPage>>(
        { queryKey: customerOrdersKey(user.uid, user.email ?? "") },
        (data) => replaceOrder(data, updated),
      );
      void showToast(ORDER_PAGE_MESSAGES.cancelledToast, "success", TOAST_MS);
    },
    onError: (error) => {
      void showDialog("error", ORDER_PAGE_MESSAGES.cancelFailedTitle, cancelFailureText(error));
      void queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
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
