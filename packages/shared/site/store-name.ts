/** The store's name, as its pages, its mail and its packing slips give it. */
export const STORE_NAME = "Book Store";
