import { useSearchParams } from "react-router-dom";

import { CancelPreOrderPanel } from "@/features/orders/components/cancel-pre-order-panel";
import { PRE_ORDER_CANCEL_MESSAGES } from "@bookstore/shared/orders/pre-order-cancel.ts";

export function CancelPreOrderRoute() {
  const [params] = useSearchParams();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{PRE_ORDER_CANCEL_MESSAGES.heading}</h1>
      <CancelPreOrderPanel token={params.get("token") ?? ""} />
    </section>
  );
}
