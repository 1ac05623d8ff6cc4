// @ts-check
/**
 * Which lazy route modules a URL pattern loads before it renders, read from the router's source
 * (web/src/app/router.tsx) with the TypeScript parser: the lazy imports of every route on the
 * way to the matching path (a `lazy` property, or a spread `...lazyScreen("...")`), plus its
 * `index` child's. A path the router does not have yet gives
 * `undefined` (the bench prints "n/a").
 */
import ts from "typescript";

/** @typedef {{ path: string, modules: string[] }} RouteChain */

/**
 * @param {ts.ObjectLiteralExpression} object
 * @param {string} name
 */
function property(object, name) {
  const found = object.properties.find(
    (p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  );
  return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
}

/**
 * The specifiers of every `import("...")` inside a node, and of every `lazyScreen("...")`
 * (web/src/app/lazy-screen.tsx: the module under web/src/app, without ".tsx").
 * @param {ts.Node} node
 * @returns {string[]}
 */
function dynamicImports(node) {
  /** @type {string[]} */
  const found = [];
  /** @param {ts.Node} child */
  const visit = (child) => {
    const specifier =
      ts.isCallExpression(child) && child.arguments[0] && ts.isStringLiteral(child.arguments[0])
        ? child.arguments[0].text
        : undefined;
    if (specifier !== undefined && ts.isCallExpression(child)) {
      if (child.expression.kind === ts.SyntaxKind.ImportKeyword) found.push(specifier);
      if (ts.isIdentifier(child.expression) && child.expression.text === "lazyScreen") {
        found.push(`./${specifier}`);
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/**
 * @param {string} parent
 * @param {string | undefined} own
 */
function joinPath(parent, own) {
  if (own === undefined) return parent;
  if (own.startsWith("/")) return own;
  return `${parent.replace(/\/$/, "")}/${own}`;
}

/**
 * The initializers of the file's `const name = ...` declarations, so routes may name their
 * arrays and lazy functions.
 * @param {ts.SourceFile} file
 * @returns {Map<string, ts.Expression>}
 */
function constants(file) {
  /** @type {Map<string, ts.Expression>} */
  const found = new Map();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      found.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The calls that take the route table. */
const ROUTER_CALLS = new Set(["createBrowserRouter", "useRoutes"]);

/**
 * The argument of `useRoutes(...)` or `createBrowserRouter(...)`.
 * @param {ts.Node} node
 * @returns {ts.Expression | undefined}
 */
function routerArgument(node) {
  if (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    ROUTER_CALLS.has(node.expression.text)
  ) {
    return node.arguments[0];
  }
  return ts.forEachChild(node, routerArgument);
}

/**
 * Every route of the router with the lazy modules loaded on the way to it, walked from
 * the router call's argument.
 * @param {string} routerSource
 * @param {Map<string, string>} paths
 * @returns {RouteChain[]}
 */
export function routeChains(routerSource, paths) {
  const file = ts.createSourceFile("router.tsx", routerSource, ts.ScriptTarget.Latest, true);
  const named = constants(file);
  /** @type {RouteChain[]} */
  const chains = [];

  /** @param {ts.Expression | undefined} node */
  const resolve = (node) => {
    let current = node;
    while (current && ts.isIdentifier(current) && named.has(current.text)) {
      current = named.get(current.text);
    }
    return current;
  };

  /**
   * The route objects of an array, its spread arrays' included.
   * @param {ts.Expression | undefined} node
   * @returns {ts.ObjectLiteralExpression[]}
   */
  const routesIn = (node) => {
    const array = resolve(node);
    if (!array || !ts.isArrayLiteralExpression(array)) return [];
    return array.elements.flatMap((element) => {
      if (ts.isSpreadElement(element)) return routesIn(element.expression);
      const route = resolve(element);
      return route && ts.isObjectLiteralExpression(route) ? [route] : [];
    });
  };

  /** @param {ts.ObjectLiteralExpression} route */
  const lazyImports = (route) => {
    const spreads = route.properties
      .filter(ts.isSpreadAssignment)
      .map((spread) => spread.expression);
    return [property(route, "lazy"), ...spreads]
      .map(resolve)
      .flatMap((node) => (node ? dynamicImports(node) : []));
  };

  /** @param {ts.Expression | undefined} node */
  const pathOf = (node) => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node)) return node.text;
    if (ts.isPropertyAccessExpression(node) && node.expression.getText() === "paths") {
      return paths.get(node.name.text);
    }
    return undefined;
  };

  /**
   * @param {ts.ObjectLiteralExpression} route
   * @param {string} parentPath
   * @param {string[]} parentModules
   */
  const walk = (route, parentPath, parentModules) => {
    const modules = [...parentModules, ...lazyImports(route)];
    const fullPath = joinPath(parentPath, pathOf(property(route, "path")));
    const childRoutes = routesIn(property(route, "children"));
    const index = childRoutes.find((child) => property(child, "index") !== undefined);
    if (property(route, "path") !== undefined) {
      chains.push({ path: fullPath, modules: [...modules, ...(index ? lazyImports(index) : [])] });
    }
    for (const child of childRoutes) walk(child, fullPath, modules);
  };

  for (const route of routesIn(routerArgument(file))) walk(route, "", []);
  return chains;
}

/**
 * The lazy modules (specifiers relative to web/src/app) loaded before `/url-pattern` renders;
 * `[]` for a route in the entry; `undefined` when the router has no such path.
 * @param {RouteChain[]} chains
 * @param {string} pattern e.g. "/books/:id"
 */
export function modulesFor(chains, pattern) {
  return chains.find((chain) => chain.path === pattern)?.modules;
}
