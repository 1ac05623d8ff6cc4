import type { User } from "firebase/auth";

import { useOrderedBookIds } from "../hooks/use-ordered-book-ids";

import { BooksById } from "./books-by-id";
import { LIBRARY_MESSAGES } from "./library-messages";
import { NoBooksYet } from "./no-books-yet";

export function OrderedBooks({ user }: { user: User }) {
  const orders = useOrderedBookIds(user);

  if (orders.status === "loading") return <p role="status">{LIBRARY_MESSAGES.loading}</p>;
  if (orders.status === "error") return <p role="alert">{LIBRARY_MESSAGES.loadFailed}</p>;
  if (orders.ids.length === 0) return <NoBooksYet />;
  return <BooksById ids={orders.ids} />;
}
