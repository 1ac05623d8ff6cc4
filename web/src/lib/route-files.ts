import { FIRST_SCREEN_ROUTES, ROUTE_FILES_ELEMENT_ID } from "@/config/first-screen-routes";

function routeFiles(name: string): string[] {
  const listed = document.getElementById(ROUTE_FILES_ELEMENT_ID)?.textContent;
  if (!listed) return [];
  const files: unknown = (JSON.parse(listed) as Record<string, unknown>)[name];
  return Array.isArray(files) ? files.filter((file) => typeof file === "string") : [];
}

/**
 * Fetches the modules the page's screen renders with, listed in index.html by the build, so
 * they download beside the app's entry instead of after it has run and asked for them.
 */
export function preloadRouteFiles(pathname: string): void {
  const route = FIRST_SCREEN_ROUTES.find((candidate) => candidate.matches(pathname));
  if (!route) return;
  const links = routeFiles(route.name).map((file) => {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = file;
    return link;
  });
  // One insertion: each one costs the page a few milliseconds while it loads.
  document.head.append(...links);
}
