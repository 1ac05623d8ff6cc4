import { Messages } from "@/features/admin/mail/components/messages";

export function MessagesRoute() {
  return <Messages />;
}
