import { useMemo } from "react";

import type { Category } from "@shared/categories.ts";

import { categoryBooksQuery } from "../api/books-collection";
import { useBooks } from "../hooks/use-books";
import { useStableShuffle } from "../hooks/use-stable-shuffle";
import { BOOKS_PER_CATEGORY } from "../utils/categories-page";

import { BookCarousel } from "./book-carousel";

interface CategoryBooksProps {
  category: Category;
  label: string;
}

/** One category's books (a bounded page), live from Firestore, in random order. */
export function CategoryBooks({ category, label }: CategoryBooksProps) {
  const booksQuery = useMemo(() => categoryBooksQuery(category, BOOKS_PER_CATEGORY), [category]);
  const books = useBooks(booksQuery);
  const arrange = useStableShuffle();
  return <BookCarousel books={books} label={label} arrange={arrange} />;
}
