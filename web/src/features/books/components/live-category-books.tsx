import { useEffect, useMemo } from "react";

import type { Category } from "@shared/categories.ts";

import { categoryBooksQuery } from "../api/books-collection";
import { useBooks } from "../hooks/use-books";
import type { BooksState } from "../utils/books-state";

interface LiveCategoryBooksProps {
  category: Category;
  count: number;
  onChange: (state: BooksState) => void;
}

/** Follows a category's newest books in Firestore and reports each state; renders nothing. */
export function LiveCategoryBooks({ category, count, onChange }: LiveCategoryBooksProps) {
  const booksQuery = useMemo(() => categoryBooksQuery(category, count), [category, count]);
  const state = useBooks(booksQuery);
  useEffect(() => {
    onChange(state);
  }, [state, onChange]);
  return null;
}
