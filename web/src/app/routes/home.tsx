import { Link } from "react-router-dom";

import { RecommendedBooks } from "@/books/components/recommended-books";
import { TopSellers } from "@/books/components/top-sellers";
import { paths } from "@/config/paths";
import { NewsSection } from "@/features/news/components/news-section";

export function HomeRoute() {
  return (
    <div className="flex flex-col gap-16">
      <section className="flex flex-col items-start gap-4 rounded-xl bg-blue-50 px-6 py-12 md:px-12">
        <h1 className="text-3xl font-bold md:text-4xl">New Releases This Week</h1>
        <p className="max-w-2xl text-slate-700">
          Fresh titles in biography, business, finance, fiction, self-help and technology, delivered
          to your door and paid for in cash when they arrive.
        </p>
        <Link
          to={paths.search}
          className="rounded-md bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
        >
          Search Books
        </Link>
      </section>
      <TopSellers />
      <RecommendedBooks />
      <NewsSection />
    </div>
  );
}
