import { useState } from "react";

import { useSearchResults } from "@/features/search";
import { hasSearchWord } from "@bookstore/shared/search/search-api.ts";

import { BooksPager } from "./books-pager";
import { BooksFailed, BooksLoading } from "./books-status";
import { BooksTable } from "./books-table";

/**
 * The dashboard search's matches (`?q=`), found as shoppers find books (prefixes, typos, the
 * author, the ISBN) and ranked alike, a page of the search at a time.
 */
export function MatchingBooks({ search }: { search: string }) {
  if (!hasSearchWord(search)) {
    return (
      <p className="px-4 py-6 text-slate-700">Type a word of a title, an author or an ISBN.</p>
    );
  }
  return <MatchingBooksPages search={search} />;
}

function MatchingBooksPages({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const results = useSearchResults({ query: search, page, filters: { onSale: false } });
  const answer = results.data;
  if (answer === undefined) return results.isError ? <BooksFailed /> : <BooksLoading />;
  if (answer.total === 0) {
    return <p className="px-4 py-6 text-slate-700">No books match “{search}”.</p>;
  }
  const pages = Math.ceil(answer.total / answer.pageSize);
  return (
    <>
      <BooksTable
        books={answer.books}
        firstNumber={(answer.page - 1) * answer.pageSize + 1}
        caption={`Books matching ${search}, page ${answer.page}`}
      />
      {pages > 1 && (
        <BooksPager
          page={answer.page}
          hasPrevious={page > 1}
          hasNext={page < pages}
          busy={results.isFetching}
          onPrevious={() => {
            setPage((current) => current - 1);
          }}
          onNext={() => {
            setPage((current) => current + 1);
          }}
        />
      )}
    </>
  );
}
