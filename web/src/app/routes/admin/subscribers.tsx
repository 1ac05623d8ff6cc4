import { Subscribers } from "@/features/admin/components/subscribers";

export function SubscribersRoute() {
  return <Subscribers />;
}
