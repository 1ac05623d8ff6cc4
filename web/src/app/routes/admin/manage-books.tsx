import { ManageBooks } from "@/features/admin/books/components/manage-books";

export function ManageBooksRoute() {
  return <ManageBooks />;
}
