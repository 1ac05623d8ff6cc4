import path from "node:path";

import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The repository's own eslint.config.js, limited to the layering rule. Type information is off:
 * the rule resolves imports through the TypeScript paths alone, so the probed files need not exist.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: tseslint.configs.disableTypeChecked,
  ruleFilter: ({ ruleId }) => ruleId === "import-x/no-restricted-paths",
});

/** The layering errors of a module importing `specifier`, as if it were `file` (from the root). */
async function layeringErrors(file: string, specifier: string): Promise<string[]> {
  const code = `import * as probe from "${specifier}";\n\nexport { probe };\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.message);
}

// The first lint loads eslint.config.js and its plugins and resolvers, which on a busy machine
// takes longer than one test's timeout; it happens once, here, and each test lints on its own.
beforeAll(async () => {
  await layeringErrors("web/src/lib/probe.ts", "react");
}, 120_000);

const SHARED = "Shared code never imports features/";
const FEATURES = "WEB_FEATURE_EDGES";

describe("web layering (eslint.config.js)", () => {
  it.each([
    [
      "shared components into a feature",
      "web/src/components/ui/probe.tsx",
      "@/features/cart",
      SHARED,
    ],
    ["lib/ into app/", "web/src/lib/probe.ts", "@/app/provider", SHARED],
    ["an undeclared feature edge", "web/src/features/cart/probe.ts", "@/features/orders", FEATURES],
    [
      "a deep import into another feature",
      "web/src/features/search/components/probe.tsx",
      "@/features/catalogue/components/catalogue-filters",
      FEATURES,
    ],
    [
      "a relative import into another feature",
      "web/src/features/search/components/probe.tsx",
      "../../catalogue/components/catalogue-filters",
      FEATURES,
    ],
    ["the shared books into a feature", "web/src/books/probe.ts", "@/features/cart", SHARED],
    [
      "the session into a feature",
      "web/src/session/probe.ts",
      "@/features/auth/api/sign-out",
      SHARED,
    ],
  ])("rejects %s", async (_case, file, specifier, message) => {
    expect(await layeringErrors(file, specifier)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ["a declared edge through index.ts", "@/features/catalogue"],
    ["a feature's own module", "@/features/search/utils/search-query"],
    ["a file of the shared books", "@/books/components/book-card"],
    ["a file of the session", "@/session/use-session"],
  ])("accepts %s", async (_case, specifier) => {
    const file = "web/src/features/search/components/probe.tsx";
    expect(await layeringErrors(file, specifier)).toEqual([]);
  });
});

describe("functions layering (eslint.config.js)", () => {
  it.each([
    ["a feature into another feature", "functions/src/books/probe.ts", "../orders/list-orders.ts"],
    ["lib/ into http/", "functions/src/lib/probe.ts", "../http/http-error.ts"],
    ["http/ into a feature", "functions/src/http/probe.ts", "../books/get-book.ts"],
    [
      "@bookstore/shared into the functions",
      "packages/shared/probe.ts",
      "../../functions/src/lib/domain-errors.ts",
    ],
    ["@bookstore/shared into the web", "packages/shared/probe.ts", "../../web/src/lib/zod.ts"],
  ])("rejects %s", async (_case, file, specifier) => {
    expect(await layeringErrors(file, specifier)).toHaveLength(1);
  });

  it.each([
    ["a feature into lib/", "functions/src/books/probe.ts", "../lib/domain-errors.ts"],
    ["a feature into http/", "functions/src/books/probe.ts", "../http/http-error.ts"],
    [
      "a feature into @bookstore/shared",
      "functions/src/books/probe.ts",
      "@bookstore/shared/books/book.ts",
    ],
  ])("accepts %s", async (_case, file, specifier) => {
    expect(await layeringErrors(file, specifier)).toEqual([]);
  });
});
