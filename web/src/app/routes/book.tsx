import { useParams } from "react-router-dom";

import { BookPage } from "@/features/books/components/book-page";

export function BookRoute() {
  const { id = "" } = useParams();
  return <BookPage key={id} id={id} />;
}
