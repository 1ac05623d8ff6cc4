/**
 * index.html's first script, bundled on its own (vite.config.ts): while the app's JavaScript
 * downloads, it fetches the screen's own modules and, on the pages whose first paint needs data,
 * that data, then the page's largest images. The app takes the answers over (lib/early-fetch.ts)
 * instead of asking again.
 */
import { preloadBookPage } from "@/features/books/api/preload-book-page";
import { preloadCategoriesPage } from "@/features/books/api/preload-categories-page";
import { preloadHomePage } from "@/features/books/api/preload-home-page";
import { coverUrl } from "@/features/books/utils/cover-url";
import { preloadCataloguePage } from "@/features/catalogue/api/preload-catalogue-page";
import { preloadSearchPage } from "@/features/search/api/preload-search-page";
import { preloadImage } from "@/lib/early-fetch";
import { preloadRouteFiles } from "@/lib/route-files";

preloadHomePage(location.pathname);
preloadBookPage(location.pathname);
preloadCategoriesPage(location.pathname);
preloadCataloguePage(location, (coverImage) => {
  preloadImage(coverUrl(coverImage));
});
preloadSearchPage(location);
preloadRouteFiles(location.pathname);
