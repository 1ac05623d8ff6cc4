import { ImportBooks } from "@/features/admin/books/components/import-books";

export function ImportBooksRoute() {
  return <ImportBooks />;
}
