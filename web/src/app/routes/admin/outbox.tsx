import { Outbox } from "@/features/admin/mail/components/outbox";

export function OutboxRoute() {
  return <Outbox />;
}
