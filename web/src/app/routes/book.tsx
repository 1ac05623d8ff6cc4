import { useParams } from "react-router-dom";

import { BookPage } from "@/books/components/book-page";
import { BookReviews } from "@/features/reviews";

export function BookRoute() {
  const { id = "" } = useParams();
  return (
    <>
      <BookPage key={id} id={id} />
      <BookReviews key={`reviews-${id}`} bookId={id} />
    </>
  );
}
