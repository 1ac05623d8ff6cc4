/** Every route path of the app, in one place. */
export const paths = {
  home: "/",
  book: (id: string) => `/books/${encodeURIComponent(id)}`,
  bookPattern: "/books/:id",
} as const;
