import { BookCard } from "@/features/books";

import { useStoreMatches } from "../hooks/use-store-matches";

/** The store's own books matching the query, from the API; nothing while loading, on an error or when none match. */
export function StoreMatches({ terms }: { terms: readonly string[] }) {
  const matches = useStoreMatches(terms);
  if (matches.length === 0) return null;

  return (
    <section aria-labelledby="store-matches" className="flex flex-col gap-4">
      <h2 id="store-matches" className="text-xl font-semibold">
        From our store
      </h2>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {matches.map((book) => (
          <BookCard key={book._id} book={book} />
        ))}
      </div>
    </section>
  );
}
