export { useSearchResults } from "./api/search-books";
