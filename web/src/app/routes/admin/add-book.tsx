import { AddBook } from "@/features/admin/books/components/add-book";

export function AddBookRoute() {
  return <AddBook />;
}
