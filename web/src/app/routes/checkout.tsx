import { useSession } from "@/features/auth/hooks/use-session";
import { CheckoutScreen } from "@/features/checkout/components/checkout-screen";
import { ORDERS_MESSAGES } from "@/features/orders/utils/orders-messages";

export function CheckoutRoute() {
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <h1 className="text-3xl font-bold">Checkout</h1>
      {"user" in session ? (
        <CheckoutScreen user={session.user} />
      ) : (
        <p role="status">{ORDERS_MESSAGES.loading}</p>
      )}
    </div>
  );
}
