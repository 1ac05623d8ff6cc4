import { OrdersList } from "@/features/orders/components/orders-list";
import { ORDERS_MESSAGES } from "@/features/orders/utils/orders-messages";
import { useSession } from "@/session/use-session";

export function OrdersRoute() {
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Your Orders</h1>
      {"user" in session ? (
        <OrdersList user={session.user} />
      ) : (
        <p role="status">{ORDERS_MESSAGES.loading}</p>
      )}
    </div>
  );
}
