import { useState } from "react";

import { useAdminUser } from "../../session/hooks/admin-user";
import { ADMIN_TEXT } from "../../shared/utils/admin-messages";
import { BOOKS_PAGE_SIZE, useBooksPage, type BooksView } from "../api/admin-books";

import { BooksPager } from "./books-pager";
import { BooksFailed, BooksLoading } from "./books-status";
import { BooksTable } from "./books-table";

const VIEW_TEXT = {
  all: { empty: ADMIN_TEXT.noBooks, caption: ADMIN_TEXT.allBooksCaption },
  "low-stock": { empty: ADMIN_TEXT.noLowStockBooks, caption: ADMIN_TEXT.lowStockCaption },
} as const satisfies Record<BooksView, { empty: string; caption: (page: number) => string }>;

/**
 * One of Manage Books' lists, BOOKS_PAGE_SIZE a page, with the API's cursors (bounded however
 * large the catalogue): the whole catalogue newest first, or the low-stock books fewest first.
 */
export function PagedBooks({ view }: { view: BooksView }) {
  const user = useAdminUser();
  /** cursors[n] is where page n starts; page 0 starts at the beginning. */
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const pageIndex = cursors.length - 1;
  const page = useBooksPage(user, view, cursors[pageIndex]);

  if (page.data === undefined) return page.isError ? <BooksFailed /> : <BooksLoading />;
  const { items, nextCursor } = page.data;
  const text = VIEW_TEXT[view];
  return (
    <>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-slate-600">{text.empty}</p>
      ) : (
        <BooksTable
          books={items}
          firstNumber={pageIndex * BOOKS_PAGE_SIZE + 1}
          caption={text.caption(pageIndex + 1)}
        />
      )}
      <BooksPager
        page={pageIndex + 1}
        hasPrevious={pageIndex > 0}
        hasNext={nextCursor !== undefined}
        busy={page.isFetching}
        onPrevious={() => {
          setCursors((current) => current.slice(0, -1));
        }}
        onNext={() => {
          setCursors((current) => [...current, nextCursor]);
        }}
      />
    </>
  );
}
