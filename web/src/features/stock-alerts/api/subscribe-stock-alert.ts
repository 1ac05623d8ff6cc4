import { useMutation } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiRequest } from "@/lib/api-client";
import * as API from "@bookstore/shared/library/stock-alerts-api.ts";
import type { StockAlertResult } from "@bookstore/shared/library/stock-alerts.ts";

/** POST /api/stock-alerts: the server checks the book is out of stock and the address verified. */
export async function subscribeStockAlert(user: User, bookId: string): Promise<StockAlertResult> {
  return apiRequest(API.subscribeStockAlert, {
    session: user,
    body: { bookId },
  });
}

export function useSubscribeStockAlert(user: User, bookId: string) {
  return useMutation({ mutationFn: () => subscribeStockAlert(user, bookId) });
}
