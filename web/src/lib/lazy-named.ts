import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a module's named export: `load` is the module's `import()` (kept literal at the
 * call site so the bundler splits it), `pick` chooses the component.
 */
export function lazyNamed<TModule, TProps>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType<TProps>,
) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
