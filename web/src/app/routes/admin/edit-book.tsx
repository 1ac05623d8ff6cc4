import { useParams } from "react-router-dom";

import { EditBook } from "@/features/admin/books/components/edit-book";

export function EditBookRoute() {
  const { id = "" } = useParams();
  return <EditBook key={id} id={id} />;
}
