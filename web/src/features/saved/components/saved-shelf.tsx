import type { User } from "firebase/auth";
import { useState } from "react";

import { LoadMore } from "@/components/ui/load-more";
import { SAVED_PAGE_SIZE } from "@bookstore/shared/library/saved.ts";

import { useNewestSaves } from "../hooks/use-newest-saves";
import { pagesOf } from "../utils/pages-of";

import { SAVED_MESSAGES } from "./saved-messages";
import { SavedShelfPage } from "./saved-shelf-page";

/**
 * The customer's saved books, newest saved first, a page at a time: "Load more" shows one more
 * page of saves and reads that page's books, so the shelf reads no book it does not show.
 */
export function SavedShelf({ user }: { user: User }) {
  const [pageCount, setPageCount] = useState(1);
  const saves = useNewestSaves(user, pageCount * SAVED_PAGE_SIZE);

  if (saves.status === "loading") return <p role="status">{SAVED_MESSAGES.loading}</p>;
  if (saves.status === "error") return <p role="alert">{SAVED_MESSAGES.loadFailed}</p>;
  if (saves.saves.length === 0) return <p>{SAVED_MESSAGES.none}</p>;
  return (
    <div className="flex flex-col gap-6" data-testid="saved-shelf">
      {pagesOf(saves.saves, SAVED_PAGE_SIZE).map((page, index) => (
        // A page's place is its identity: its saves shift as books are saved and removed.
        <SavedShelfPage key={index} saves={page} />
      ))}
      {saves.hasMore && (
        <LoadMore
          loading={false}
          failed={false}
          failedMessage={SAVED_MESSAGES.loadFailed}
          onLoadMore={() => {
            setPageCount((count) => count + 1);
          }}
        />
      )}
    </div>
  );
}
