import { Outbox } from "@/features/admin/components/outbox";

export function OutboxRoute() {
  return <Outbox />;
}
