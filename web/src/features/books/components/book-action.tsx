import { createContext, useContext, type ReactNode } from "react";

import type { Book } from "@shared/book.ts";

interface BookActionProps {
  book: Book;
  className?: string;
}

/**
 * What a book's card and page offer to do with the book: the cart's "Add to Cart" button and
 * the Save toggle.
 */
export type RenderBookAction = (props: BookActionProps) => ReactNode;

/**
 * Filled in by app/, so books never imports the cart or the saved list (both show books, not
 * the other way round). Nothing is rendered where no action is provided.
 */
export const BookActionContext = createContext<RenderBookAction | undefined>(undefined);

export function BookActionSlot(props: BookActionProps) {
  const renderAction = useContext(BookActionContext);
  return renderAction?.(props) ?? null;
}
