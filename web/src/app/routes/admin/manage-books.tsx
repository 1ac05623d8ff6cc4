import { ManageBooks } from "@/features/admin/components/manage-books";

export function ManageBooksRoute() {
  return <ManageBooks />;
}
