import { LibraryBooks } from "@/features/library/components/library-books";
import { VerseCard } from "@/features/library/components/verse-card";
import { SavedBooks } from "@/features/saved/components/saved-books";

export function MyLibraryRoute() {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <h1 className="text-2xl font-bold lg:col-span-3">My Library</h1>
      <section aria-labelledby="library-books" className="min-w-0 lg:col-span-2">
        <h2 id="library-books" className="mb-4 text-xl font-semibold">
          Your books
        </h2>
        <LibraryBooks />
      </section>
      <div className="min-w-0">
        <VerseCard />
      </div>
      <section aria-labelledby="saved-books" className="min-w-0 lg:col-span-2">
        <h2 id="saved-books" className="mb-4 text-xl font-semibold">
          Saved
        </h2>
        <SavedBooks />
      </section>
    </div>
  );
}
