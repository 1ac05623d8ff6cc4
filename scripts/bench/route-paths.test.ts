import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { ROOT } from "../lib/paths.mjs";

import { BUNDLE_PAGES } from "./bundle.mjs";
import { readPaths } from "./route-paths.mjs";
import { modulesFor, routeChains } from "./routes.mjs";

/** A reader over in-memory files, keyed by absolute path. */
function files(sources: Record<string, string>) {
  return (file: string) => sources[file];
}

describe("readPaths", () => {
  it("reads string properties and skips functions", () => {
    const read = files({
      "/web/paths.ts": `export const paths = {\n  home: "/",\n  book: (id: string) => \`/books/\${id}\`,\n  bookPattern: "/books/:id",\n} as const;`,
    });
    expect([...readPaths("/web/paths.ts", read)]).toEqual([
      ["home", "/"],
      ["bookPattern", "/books/:id"],
    ]);
  });

  it("follows a spread through a relative import, renamed or not, and a local const", () => {
    const read = files({
      "/web/src/config/paths.ts": [
        'import { SHOP as SHOPPER, PRIVATE } from "../../../shared/site-routes.ts";',
        'const ADMIN = { admin: "/admin" } as const;',
        'export const paths = { ...SHOPPER, ...PRIVATE, ...ADMIN, home: "/home" } as const;',
      ].join("\n"),
      "/shared/site-routes.ts": [
        'export const SHOP = { home: "/", catalogue: "/books" } as const;',
        'export const PRIVATE = { cart: "/cart" } satisfies Record<string, string>;',
      ].join("\n"),
    });
    expect(Object.fromEntries(readPaths("/web/src/config/paths.ts", read))).toEqual({
      home: "/home",
      catalogue: "/books",
      cart: "/cart",
      admin: "/admin",
    });
  });

  it("says so when the file has no paths object", () => {
    expect(() => readPaths("/x.ts", files({ "/x.ts": "export const other = {};" }))).toThrow(
      /no `paths`/,
    );
  });
});

describe("the store's router", () => {
  const web = path.join(ROOT, "web");
  const chains = routeChains(
    fs.readFileSync(path.join(web, "src/app/router.tsx"), "utf8"),
    readPaths(path.join(web, "src/config/paths.ts")),
  );

  it.each(BUNDLE_PAGES)("has the page %s the bench measures", (page) => {
    expect(modulesFor(chains, page)).toBeDefined();
  });

  it("renders the home page from the entry and loads the cart's screen", () => {
    expect(modulesFor(chains, "/")).toEqual([]);
    expect(modulesFor(chains, "/cart")).toEqual(["./routes/cart"]);
  });
});
