import { ImportBooks } from "@/features/admin/components/import-books";

export function ImportBooksRoute() {
  return <ImportBooks />;
}
