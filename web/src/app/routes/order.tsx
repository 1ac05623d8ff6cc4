import { useParams } from "react-router-dom";

import { OrderPage } from "@/features/orders/components/order-page";
import { ORDERS_MESSAGES } from "@/features/orders/utils/orders-messages";
import { useSession } from "@/session/use-session";

import { NotFoundRoute } from "./not-found";

export function OrderRoute() {
  const { id = "" } = useParams();
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      {"user" in session ? (
        <OrderPage key={id} user={session.user} id={id} notFound={<NotFoundRoute />} />
      ) : (
        <p role="status">{ORDERS_MESSAGES.loading}</p>
      )}
    </div>
  );
}
