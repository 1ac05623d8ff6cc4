import { parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";

/**
 * What placing an order loads: the modules of `POST /api/orders` from its handler to the commit
 * and back, as the Functions runtime evaluates them (static imports and re-exports; type-only
 * imports are erased). The entry's own body and header schemas load on its first request, so
 * their module is a root too; the other order entries' schemas load on demand and are left out.
 * docs/orders.md lists them by what each group does.
 */
const ROOTS = ["functions/src/orders/create-order.ts", "packages/shared/orders/order-input.ts"];

/**
 * The ceiling on those modules. The order's own logic, the HTTP route and the contract, the
 * typed collections and the books it prices are on the path; its mail and its books' stock
 * roll-ups follow the commit in a trigger (follow-up-placed-order.ts) and are not. A module added
 * to the path raises this number in the change that adds it, and says why there.
 */
const PATH_CEILING = 40;

/** Where the path may go outside the order's own folders, and why. */
const NEEDED_OUTSIDE_ORDERS: Readonly<Record<string, string>> = {
  "functions/src/http/": "the route that parses the entry's parts and answers",
  "functions/src/lib/": "the Admin SDK, the typed collections, stock shards, errors, the origin",
  "packages/shared/api/": "the contract's access levels and schema parts",
  "packages/shared/core/": "collection names, money, ids and text checks",
  "packages/shared/books/": "the publication days and stock of the books ordered",
};

const OWN_FOLDERS = ["functions/src/orders/", "packages/shared/orders/"];

const RUNTIME_KINDS = new Set(["StaticImport", "StaticExport", "CommonJS"]);

/** The project files `roots` load at run time, themselves included, in load-discovery order. */
async function runtimeModules(roots: string[]): Promise<string[]> {
  const tree = await parseDependencyTree(roots, {
    tsconfig: "functions/tsconfig.json",
    transform: true,
    skipDynamicImports: true,
  });
  const seen = new Set(roots);
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const dependency of tree[file] ?? []) {
      const id = dependency.id;
      if (id === null || !RUNTIME_KINDS.has(dependency.kind)) continue;
      // Packages and Node's own modules are not the project's files.
      if (id.includes("node_modules") || id.startsWith("node:")) continue;
      if (!seen.has(id)) {
        seen.add(id);
        queue.push(id);
      }
    }
  }
  return [...seen];
}

describe("the checkout's path (POST /api/orders)", () => {
  it(`loads at most ${PATH_CEILING} project modules, each from the orders or a folder it needs`, async () => {
    const modules = await runtimeModules(ROOTS);
    const outside = Object.keys(NEEDED_OUTSIDE_ORDERS);
    const unexpected = modules.filter(
      (file) => ![...OWN_FOLDERS, ...outside].some((folder) => file.startsWith(folder)),
    );
    expect(unexpected).toEqual([]);
    expect(modules.length).toBeLessThanOrEqual(PATH_CEILING);
    // The graph is read for real: the handler reaches the commit's own modules.
    expect(modules).toEqual(
      expect.arrayContaining([
        "functions/src/orders/place-order.ts",
        "functions/src/orders/take-copies.ts",
        "functions/src/lib/firebase.ts",
      ]),
    );
  });
});
