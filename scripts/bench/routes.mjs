// @ts-check
/**
 * Which lazy route modules a URL pattern loads before it renders, read from the router's source
 * (web/src/app/router.tsx) with the TypeScript parser: the `lazy` imports of every route on the
 * way to the matching path, plus its `index` child's. A path the router does not have yet gives
 * `undefined` (the bench prints "n/a").
 */
import ts from "typescript";

/** @typedef {{ path: string, modules: string[] }} RouteChain */

/**
 * `paths.x` values from web/src/config/paths.ts (string properties only).
 * @param {string} pathsSource
 * @returns {Map<string, string>}
 */
export function readPaths(pathsSource) {
  const values = new Map();
  for (const match of pathsSource.matchAll(/^\s*(\w+):\s*"([^"]*)"/gm)) {
    if (match[1] && match[2] !== undefined) values.set(match[1], match[2]);
  }
  return values;
}

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
 * The specifiers of every `import("...")` inside a node.
 * @param {ts.Node} node
 * @returns {string[]}
 */
function dynamicImports(node) {
  /** @type {string[]} */
  const found = [];
  /** @param {ts.Node} child */
  const visit = (child) => {
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    ) {
      found.push(child.arguments[0].text);
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
 * Every route of the router with the lazy modules loaded on the way to it.
 * @param {string} routerSource
 * @param {Map<string, string>} paths
 * @returns {RouteChain[]}
 */
export function routeChains(routerSource, paths) {
  const file = ts.createSourceFile("router.tsx", routerSource, ts.ScriptTarget.Latest, true);
  /** @type {RouteChain[]} */
  const chains = [];
  /** @type {Set<ts.Node>} */
  const seen = new Set();

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
    seen.add(route);
    const lazy = property(route, "lazy");
    const modules = [...parentModules, ...(lazy ? dynamicImports(lazy) : [])];
    const fullPath = joinPath(parentPath, pathOf(property(route, "path")));
    const children = property(route, "children");
    const childRoutes =
      children && ts.isArrayLiteralExpression(children)
        ? children.elements.filter(ts.isObjectLiteralExpression)
        : [];
    const index = childRoutes.find((child) => property(child, "index") !== undefined);
    const indexLazy = index ? property(index, "lazy") : undefined;
    if (property(route, "path") !== undefined) {
      chains.push({
        path: fullPath,
        modules: [...modules, ...(indexLazy ? dynamicImports(indexLazy) : [])],
      });
    }
    for (const child of childRoutes) walk(child, fullPath, modules);
  };

  /** @param {ts.Node} node */
  const find = (node) => {
    if (
      ts.isObjectLiteralExpression(node) &&
      !seen.has(node) &&
      (property(node, "path") || property(node, "children")) &&
      (property(node, "lazy") || property(node, "element") || property(node, "children"))
    ) {
      walk(node, "", []);
      return;
    }
    ts.forEachChild(node, find);
  };
  find(file);
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
