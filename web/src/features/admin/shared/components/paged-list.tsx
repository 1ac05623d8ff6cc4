import { Fragment, type ReactNode } from "react";

import { LoadMore } from "@/components/ui/load-more";
import { Spinner } from "@/components/ui/spinner";

import { ADMIN_TEXT } from "../utils/admin-messages";
import { uniqueById } from "../utils/unique-by-id";

/** The parts of a TanStack infinite query of pages of items that a paged list reads. */
export interface PagedQuery<T> {
  data: { pages: readonly { items: readonly T[] }[] } | undefined;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface PagedListProps<T extends { _id: string }> {
  query: PagedQuery<T>;
  title: string;
  /** The heading's id, which names the section. */
  headingId: string;
  /** Controls beside the heading (e.g. a filter). */
  actions?: ReactNode;
  /** A bar under the heading, above the items (e.g. what to do with the items ticked). */
  toolbar?: ReactNode;
  loadingLabel: string;
  failedMessage: string;
  emptyMessage: string;
  /** The list's data-testid. */
  testId: string;
  /** One `<li>` per item. */
  renderItem: (item: T) => ReactNode;
}

/** An admin listing in a panel, newest first: loading, failed, empty, or its pages and "Load more". */
export function PagedList<T extends { _id: string }>({
  query,
  title,
  headingId,
  actions,
  toolbar,
  loadingLabel,
  failedMessage,
  emptyMessage,
  testId,
  renderItem,
}: PagedListProps<T>) {
  let body;
  if (query.data === undefined) {
    body = query.isError ? (
      <p role="alert" className="px-4 py-6 text-red-800">
        {failedMessage}
      </p>
    ) : (
      <div className="flex justify-center py-12">
        <Spinner label={loadingLabel} />
      </div>
    );
  } else {
    const items = uniqueById(query.data.pages.flatMap((page) => page.items));
    body =
      items.length === 0 ? (
        <p className="px-4 py-6 text-slate-700">{emptyMessage}</p>
      ) : (
        <>
          <ul data-testid={testId} className="divide-y divide-slate-200">
            {items.map((item) => (
              <Fragment key={item._id}>{renderItem(item)}</Fragment>
            ))}
          </ul>
          {query.hasNextPage && (
            <LoadMore
              loading={query.isFetchingNextPage}
              failed={query.isFetchNextPageError}
              onLoadMore={() => void query.fetchNextPage()}
              failedMessage={ADMIN_TEXT.loadMoreFailed}
              inPanel
            />
          )}
        </>
      );
  }

  const heading = (
    <h2
      id={headingId}
      className={
        actions === undefined
          ? "border-b border-slate-200 px-4 py-3 text-lg font-semibold"
          : "text-lg font-semibold"
      }
    >
      {title}
    </h2>
  );
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      {actions === undefined ? (
        heading
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          {heading}
          {actions}
        </div>
      )}
      {toolbar}
      {body}
    </section>
  );
}
