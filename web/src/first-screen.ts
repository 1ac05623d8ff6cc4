/**
 * index.html's first script, bundled on its own (vite.config.ts): on the pages whose first paint
 * needs data, it requests that data, then the page's largest images, while the app's JavaScript
 * downloads. The app takes the answers over (lib/early-fetch.ts) instead of asking again.
 */
import { preloadBookPage } from "@/features/books/api/preload-book-page";
import { preloadCategoriesPage } from "@/features/books/api/preload-categories-page";
import { preloadSearchPage } from "@/features/search/api/preload-search-page";

preloadBookPage(location.pathname);
preloadCategoriesPage(location.pathname);
preloadSearchPage(location);
