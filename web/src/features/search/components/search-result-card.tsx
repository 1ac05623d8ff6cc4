import { useState } from "react";

import { FALLBACK_COVER } from "@/books/utils/cover-url";
import { site } from "@/config/site";

import { openLibraryCoverUrl, openLibraryWorkUrl } from "../api/open-library-urls";
import type { SearchResultBook } from "../utils/search-result-books";

/** `priority`: a card of the first screen, whose cover is fetched at once. */
export function SearchResultCard({
  book,
  priority,
}: {
  book: SearchResultBook;
  priority: boolean;
}) {
  const [coverFailed, setCoverFailed] = useState(false);
  return (
    <a
      href={openLibraryWorkUrl(site.openLibraryUrl, book.id)}
      target="_blank"
      rel="noopener noreferrer"
      className="group flex h-full flex-col gap-2 rounded-lg p-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <img
        src={
          coverFailed
            ? FALLBACK_COVER
            : openLibraryCoverUrl(site.openLibraryCoversUrl, book.cover_id)
        }
        alt={book.title}
        width={180}
        height={270}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        onError={() => {
          setCoverFailed(true);
        }}
        className="aspect-[2/3] w-full rounded bg-slate-100 object-cover shadow"
      />
      <h3 className="font-semibold wrap-break-word group-hover:text-blue-700">{book.title}</h3>
      {book.author !== "" && <p className="text-sm text-slate-600">{book.author}</p>}
      {book.first_publish_year !== null && (
        <p className="text-sm text-slate-500">First published {book.first_publish_year}</p>
      )}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
