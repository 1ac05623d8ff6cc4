import { Messages } from "@/features/admin/components/messages";

export function MessagesRoute() {
  return <Messages />;
}
