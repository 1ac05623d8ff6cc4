import { createContext, useContext, type ReactNode } from "react";

import type { Book } from "@bookstore/shared/books/books-api.ts";

interface BookActionProps {
  book: Book;
  className?: string;
  /** On the book's own page, which offers more than a card (the back-in-stock alert). */
  onPage?: boolean;
}

/**
 * What a book's card and page offer to do with the book: the cart's "Add to Cart" button, the
 * Save toggle and, on a sold-out book's page, "Email me when it's back".
 */
export type RenderBookAction = (props: BookActionProps) => ReactNode;

/**
 * Filled in by app/, so books never imports the cart, the saved list or the stock alerts
 * (they show books, not the other way round). Nothing is rendered where no action is provided.
 */
export const BookActionContext = createContext<RenderBookAction | undefined>(undefined);

export function BookActionSlot(props: BookActionProps) {
  const renderAction = useContext(BookActionContext);
  return renderAction?.(props) ?? null;
}
