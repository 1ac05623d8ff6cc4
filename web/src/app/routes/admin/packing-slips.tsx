import { PackingSlips } from "@/features/admin/orders/components/packing-slips";

export function PackingSlipsRoute() {
  return <PackingSlips />;
}
