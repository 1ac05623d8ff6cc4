import type { ComponentType } from "react";

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

/** A route's `lazy`: loads the screen module and renders the one component it exports. */
export function lazyScreen(module: ScreenModule): () => Promise<{ Component: ComponentType }> {
  const file = `src/app/${module}.tsx`;
  const load = screenImports[`./${module}.tsx`];
  // Thrown while the router is built, so a wrong name fails every page at once.
  if (!load) throw new Error(`No screen module ${file}`);
  return async () => {
    const [Component, ...others] = Object.values(await load());
    if (typeof Component !== "function" || others.length > 0) {
      throw new Error(`${file} must export one component`);
    }
    return { Component: Component as ComponentType };
  };
}
