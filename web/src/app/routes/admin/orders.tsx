import { AdminOrders } from "@/features/admin/orders/components/admin-orders";

export function AdminOrdersRoute() {
  return <AdminOrders />;
}
