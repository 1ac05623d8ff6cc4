import { useMemo } from "react";

import type { Category } from "@shared/categories.ts";

import { categoryBooksQuery } from "../api/books-collection";
import { useBooks } from "../hooks/use-books";
import { shuffled } from "../utils/shuffle";

import { BookCarousel } from "./book-carousel";

const BOOKS_PER_CATEGORY = 20;

interface CategoryBooksProps {
  category: Category;
  label: string;
  /** The page's first carousel (see BookCarousel). */
  priority: boolean;
}

/** One category's books (a bounded page), in random order. Reads Firestore when mounted. */
export function CategoryBooks({ category, label, priority }: CategoryBooksProps) {
  const booksQuery = useMemo(() => categoryBooksQuery(category, BOOKS_PER_CATEGORY), [category]);
  const books = useBooks(booksQuery);
  return <BookCarousel books={books} label={label} arrange={shuffled} priority={priority} />;
}
