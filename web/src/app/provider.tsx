import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { BookActionContext, type RenderBookAction } from "@/books/components/book-action";
import { AddToCartButton } from "@/features/cart/components/add-to-cart-button";
import { SaveBookButton } from "@/features/saved/components/save-book-button";
import { SavedBooksProvider } from "@/features/saved/components/saved-books-provider";
import { StockAlertButton } from "@/features/stock-alerts/components/stock-alert-button";
import { queryClient } from "@/lib/query-client";
import { SessionProvider } from "@/session/session-provider";
import { isForthcoming } from "@bookstore/shared/books/publication.ts";

const renderBookActions: RenderBookAction = ({ book, className = "", onPage = false }) => (
  <div className={`flex flex-wrap items-center gap-2 ${className}`}>
    <AddToCartButton bookId={book._id} stock={book.stock} />
    <SaveBookButton bookId={book._id} title={book.title} price={book.newPrice} />
    {onPage && (book.stock === 0 || isForthcoming(book)) ? (
      <StockAlertButton bookId={book._id} forthcoming={isForthcoming(book)} />
    ) : null}
  </div>
);

/**
 * No reactfire providers at the top: its Firestore hooks take the query itself (screens import
 * the Firestore instance from @/lib/firebase, which loads with them), and SessionProvider renders
 * FirebaseAppProvider and AuthProvider beside the app once the Auth SDK has loaded. So the
 * Firebase app itself loads with the first screen that needs Firebase, not before first paint.
 * TanStack Query's cache holds every API answer, the page's own data block first (main.tsx).
 * Every book card and book page offers the cart's "Add to Cart" button and the Save toggle, and
 * a sold-out book's page "Email me when it's back" (a forthcoming one's "Email me when it's out"),
 * composed here; SavedBooksProvider tells each
 * Save button whether its book is saved.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <SavedBooksProvider>
          <BookActionContext value={renderBookActions}>{children}</BookActionContext>
        </SavedBooksProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
