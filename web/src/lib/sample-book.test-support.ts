import type { Book } from "@bookstore/shared/books/books-api.ts";

/** A book as the API answers it, for the tests of the web's API answers. */
export const sampleBook: Book = {
  _id: "b1",
  title: "Atomic Habits",
  author: "James Clear",
  description: "Tiny changes.",
  category: "self-help",
  coverImage: "cover.webp",
  newPrice: 12.5,
  oldPrice: 20,
  trending: true,
  sold: 3,
  stock: 12,
  ratingCount: 0,
  ratingAverage: 0,
  createdAt: "2026-01-02T03:04:05.000Z",
  updatedAt: "2026-01-02T03:04:05.000Z",
};
