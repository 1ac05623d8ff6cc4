import { AddBook } from "@/features/admin/components/add-book";

export function AddBookRoute() {
  return <AddBook />;
}
