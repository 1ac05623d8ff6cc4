import { createContext, useContext, type ReactNode } from "react";

interface BookActionProps {
  bookId: string;
  /** Copies left: with none, the action is offered but disabled. */
  stock: number;
  className?: string;
}

/** What a book's card and page offer to do with the book: the store's "Add to Cart" button. */
export type RenderBookAction = (props: BookActionProps) => ReactNode;

/**
 * Filled in by app/, so books never imports the cart (the cart shows books, not the other way
 * round). Nothing is rendered where no action is provided.
 */
export const BookActionContext = createContext<RenderBookAction | undefined>(undefined);

export function BookActionSlot(props: BookActionProps) {
  const renderAction = useContext(BookActionContext);
  return renderAction?.(props) ?? null;
}
