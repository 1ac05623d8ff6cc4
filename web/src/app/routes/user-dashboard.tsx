import { DashboardOrders } from "@/features/orders/components/dashboard-orders";
import { WelcomeCard } from "@/features/orders/components/welcome-card";
import { ORDERS_MESSAGES } from "@/features/orders/utils/orders-messages";
import { useSession } from "@/session/use-session";

export function UserDashboardRoute() {
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-3xl font-bold">User Dashboard</h1>
      {"user" in session ? (
        <>
          <WelcomeCard user={session.user} />
          <DashboardOrders user={session.user} />
        </>
      ) : (
        <p role="status">{ORDERS_MESSAGES.loading}</p>
      )}
    </div>
  );
}
