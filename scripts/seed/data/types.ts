import type { Category } from "@bookstore/shared/books/categories.ts";
import type { Verse } from "@bookstore/shared/library/verses-api.ts";

export interface SeedBook {
  /** Stable document id, kebab-case, unique. */
  id: string;
  title: string;
  /** Empty for a few books: the UI then shows 'admin'. */
  author: string;
  description: string;
  category: Category;
  oldPrice: number;
  newPrice: number;
  trending: boolean;
  /** Whole months before the seed date the book was added (0-11). */
  monthsAgo: number;
}

export type SeedVerse = Verse;
