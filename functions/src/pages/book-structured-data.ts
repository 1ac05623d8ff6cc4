import { displayAuthor } from "@bookstore/shared/books/book.ts";
import type { Book } from "@bookstore/shared/books/books-api.ts";
import { isForthcoming } from "@bookstore/shared/books/publication.ts";
import { stockLevel, type StockLevel } from "@bookstore/shared/books/stock.ts";
import { formatPrice } from "@bookstore/shared/core/money.ts";
import { REVIEW_LIMITS } from "@bookstore/shared/reviews/review.ts";
import type { Review } from "@bookstore/shared/reviews/reviews-api.ts";

/** The store's prices are US dollars (the screens show `$`). */
export const PRICE_CURRENCY = "USD";

const AVAILABILITY: Readonly<Record<StockLevel, string>> = {
  "in-stock": "https://schema.org/InStock",
  low: "https://schema.org/LimitedAvailability",
  out: "https://schema.org/OutOfStock",
};

const PRE_ORDER = "https://schema.org/PreOrder";

/** schema.org's availability for a book with `stock` copies (low at LOW_STOCK_MAX or fewer). */
export function availabilityOf(stock: number): string {
  return AVAILABILITY[stockLevel(stock)];
}

/**
 * The offer's availability: a forthcoming book is a pre-order, available from its publication
 * day; any other book is as available as its copies say.
 */
function offerAvailability(book: Book, now: Date): object {
  return isForthcoming(book, now)
    ? { availability: PRE_ORDER, availabilityStarts: book.publishedOn }
    : { availability: availabilityOf(book.stock) };
}

/**
 * The book's stored ISBN-13; a book imported by its ISBN before books kept one is known by its
 * id, `isbn-<ISBN>` (catalogue/import-book-id.ts).
 */
export function isbnOf(book: Pick<Book, "_id" | "isbn">): string | undefined {
  return book.isbn ?? /^isbn-(\d{13})$/.exec(book._id)?.[1];
}

export interface BookPageLinks {
  /** The book page's absolute address. */
  url: string;
  /** An absolute raster picture of the cover, when the book has one. */
  image: string | undefined;
  /** The category's listing, for the breadcrumb. */
  categoryUrl: string;
  categoryName: string;
}

/** Reviews the book page's JSON-LD names: the newest few shown ones. */
export const STRUCTURED_REVIEWS = 5;

/** The book's rolled-up rating, when it has shown reviews. */
function aggregateRatingOf(book: Book): object | undefined {
  if (book.ratingCount === 0) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: book.ratingAverage,
    reviewCount: book.ratingCount,
    bestRating: REVIEW_LIMITS.maxRating,
    worstRating: REVIEW_LIMITS.minRating,
  };
}

function reviewOf(review: Review): object {
  return {
    "@type": "Review",
    name: review.title,
    reviewBody: review.text,
    datePublished: review.createdAt.slice(0, 10),
    author: { "@type": "Person", name: review.authorName },
    reviewRating: {
      "@type": "Rating",
      ratingValue: review.rating,
      bestRating: REVIEW_LIMITS.maxRating,
      worstRating: REVIEW_LIMITS.minRating,
    },
  };
}

/** The book as a schema.org Book and Product, with its offer, rating and newest reviews. */
export function bookStructuredData(
  book: Book,
  links: BookPageLinks,
  reviews: readonly Review[] = [],
  now: Date = new Date(),
): object {
  const aggregateRating = aggregateRatingOf(book);
  const isbn = isbnOf(book);
  return {
    "@context": "https://schema.org",
    "@type": ["Book", "Product"],
    "@id": links.url,
    name: book.title,
    author: { "@type": "Person", name: displayAuthor(book.author) },
    description: book.description,
    url: links.url,
    ...(links.image ? { image: links.image } : {}),
    ...(isbn ? { isbn } : {}),
    category: links.categoryName,
    offers: {
      "@type": "Offer",
      price: formatPrice(book.newPrice),
      priceCurrency: PRICE_CURRENCY,
      ...offerAvailability(book, now),
      url: links.url,
    },
    ...(aggregateRating ? { aggregateRating } : {}),
    ...(reviews.length > 0 ? { review: reviews.map(reviewOf) } : {}),
  };
}

/** Category, then book. */
export function bookBreadcrumb(book: Book, links: BookPageLinks): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: links.categoryName, item: links.categoryUrl },
      { "@type": "ListItem", position: 2, name: book.title, item: links.url },
    ],
  };
}
