import { type ComponentType, lazy } from "react";

import type { ScreenModule } from "@/config/first-screen-modules";

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

/**
 * A route's screen, loaded when it is first rendered or when `handle.loadScreen` is called. Once
 * loaded it renders at once; before, it suspends, and the layout's Suspense leaves the main area
 * empty until it is in. The entry loads the first screen before the first render, so the page
 * appears whole rather than its layout first.
 */
export function lazyScreen(module: ScreenModule) {
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
    return Loaded ? <Loaded /> : <Pending />;
  }
  const handle: ScreenHandle = { loadScreen };
  return { element: <Screen />, handle };
}
