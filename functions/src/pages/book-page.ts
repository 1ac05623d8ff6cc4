import { displayAuthor, isBookId } from "@bookstore/shared/books/book.ts";
import type { Category } from "@bookstore/shared/books/categories.ts";
import { coverUrl } from "@bookstore/shared/books/cover-url.ts";
import { bookAnswerPath } from "@bookstore/shared/site/first-screen-data.ts";
import { BOOK_PATH_PREFIX, SHOPPER_PATHS } from "@bookstore/shared/site/site-routes.ts";
import { STORE_NAME } from "@bookstore/shared/site/store-name.ts";

import { readNewestReviews } from "./book-reviews.ts";
import { bookBreadcrumb, bookStructuredData, STRUCTURED_REVIEWS } from "./book-structured-data.ts";
import { coverImageUrl } from "./cover-image-url.ts";
import { readBookPage } from "./first-screen-reads.ts";
import { metaDescription } from "./meta-description.ts";
import type { PageAnswer } from "./page-answer.ts";
import { PAGE_CACHE_CONTROL } from "./page-cache.ts";

/** "self-help" -> "Self-help", as the category's listing is named. */
export function categoryName(category: Category): string {
  return `${category.charAt(0).toUpperCase()}${category.slice(1)}`;
}

/** The catalogue filtered to one category: the breadcrumb's first step. */
export function categoryListingUrl(origin: string, category: Category): string {
  return `${origin}${SHOPPER_PATHS.catalogue}?category=${encodeURIComponent(category)}`;
}

/** A book's page, or undefined when no book has that id (a deleted one included). */
export async function bookPage(id: string, origin: string): Promise<PageAnswer | undefined> {
  const [book, reviews] = await Promise.all([
    readBookPage(id),
    isBookId(id) ? readNewestReviews(id, STRUCTURED_REVIEWS) : [],
  ]);
  if (!book) return undefined;
  const author = displayAuthor(book.author);
  const links = {
    url: `${origin}${BOOK_PATH_PREFIX}${encodeURIComponent(book._id)}`,
    image: coverImageUrl(book.coverImage, origin),
    categoryUrl: categoryListingUrl(origin, book.category),
    categoryName: categoryName(book.category),
  };
  const description = metaDescription(
    book.description.trim() === "" ? `${book.title} by ${author}.` : book.description,
  );
  return {
    status: 200,
    cacheControl: PAGE_CACHE_CONTROL,
    head: {
      title: `${book.title} by ${author} | ${STORE_NAME}`,
      description,
      canonical: links.url,
      openGraph: {
        type: "book",
        ...(links.image ? { image: links.image } : {}),
        imageAlt: `Cover of ${book.title}`,
      },
      structuredData: [bookStructuredData(book, links, reviews), bookBreadcrumb(book, links)],
      firstScreenData: { [bookAnswerPath(book._id)]: book },
      imagePreloads: [coverUrl(book.coverImage)],
    },
  };
}
