import { useQueryClient, type QueryExecuteOptions } from "@tanstack/react-query";
import { type ComponentType, lazy } from "react";
import { useParams, type Params } from "react-router-dom";

import type { ScreenModule } from "@/config/first-screen-modules";
import type { ApiQueryKey } from "@/lib/api-query-key";

/**
 * The import of every lazy screen module, the one list of them: the bundler splits each into a
 * file of its own, and a screen module exports one component.
 */
const screenImports = import.meta.glob<Record<string, unknown>>([
  "./routes/**/*.tsx",
  // The home page ships with the entry.
  "!./routes/home.tsx",
  "!**/*.test.tsx",
]);

/** What a route's `handle` holds for a lazy screen: the load of its module. */
export type ScreenHandle = { loadScreen: () => Promise<unknown> };

export function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === "object" && handle !== null && "loadScreen" in handle;
}

/** Renders nothing; starts the request of the data its route's screen reads first. */
type RouteData = ComponentType;

/**
 * A route's data, from its parameters: the same `queryOptions` the screen's own hook reads, so the
 * prefetched answer is the cache entry the screen finds. The request is skipped when the cache
 * already holds the answer or awaits it (the page's inline data fills it on a first visit).
 */
export function routeData<TData>(
  select: (
    params: Readonly<Params>,
  ) => QueryExecuteOptions<TData, Error, TData, TData, ApiQueryKey>,
): RouteData {
  return function PrefetchRouteData() {
    const client = useQueryClient();
    const options = select(useParams());
    // During render, as TanStack's usePrefetchQuery does: an effect would run only after the
    // screen's code request is under way. A failure shows in the screen's own read of the entry.
    if (client.getQueryState(options.queryKey) === undefined) {
      client.query(options).catch(() => undefined);
    }
    return null;
  };
}

/**
 * A route's screen, loaded when it is first rendered or when `handle.loadScreen` is called. Once
 * loaded it renders at once; before, it suspends, and the layout's Suspense leaves the main area
 * empty until it is in. The entry loads the first screen before the first render, so the page
 * appears whole rather than its layout first. A route with `data` starts that request in the
 * same render that starts loading the screen's code, before the screen suspends, so the two
 * download side by side instead of one after the other.
 */
export function lazyScreen(module: ScreenModule, Data?: RouteData) {
  const file = `src/app/${module}.tsx`;
  const load = screenImports[`./${module}.tsx`];
  // Thrown while the route table is built, so a wrong name fails every page at once.
  if (!load) throw new Error(`No screen module ${file}`);
  let Loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadScreen = () =>
    (loading ??= load().then((exports) => {
      const [Component, ...others] = Object.values(exports);
      if (typeof Component !== "function" || others.length > 0) {
        throw new Error(`${file} must export one component`);
      }
      Loaded = Component as ComponentType;
      return { default: Loaded };
    }));
  const Pending = lazy(loadScreen);
  function Screen() {
    return (
      <>
        {Data && <Data />}
        {Loaded ? <Loaded /> : <Pending />}
      </>
    );
  }
  const handle: ScreenHandle = { loadScreen };
  return { element: <Screen />, handle };
}
