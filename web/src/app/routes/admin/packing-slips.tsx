import { PackingSlips } from "@/features/admin/components/packing-slips";

export function PackingSlipsRoute() {
  return <PackingSlips />;
}
