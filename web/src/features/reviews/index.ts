// The reviews feature's public entry: what app/ composes into the book page.
export { BookReviews } from "./components/book-reviews";
