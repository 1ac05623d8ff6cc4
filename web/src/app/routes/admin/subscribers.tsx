import { Subscribers } from "@/features/admin/mail/components/subscribers";

export function SubscribersRoute() {
  return <Subscribers />;
}
