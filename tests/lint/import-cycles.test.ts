import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { importCycles } from "../../scripts/lib/import-cycles.mjs";

const TSCONFIG = JSON.stringify({ compilerOptions: { paths: { "@/*": ["./src/*"] } } });

let dir: string | undefined;

/** A throw-away project of the given files (path → source) with an `@/` alias. */
async function project(files: Record<string, string>): Promise<string> {
  dir = await mkdtemp(path.join(os.tmpdir(), "import-cycles-"));
  await writeFile(path.join(dir, "tsconfig.json"), TSCONFIG);
  await Promise.all(
    Object.entries(files).map(async ([name, source]) => {
      const file = path.join(dir ?? "", name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, source);
    }),
  );
  return dir;
}

async function cyclesOf(files: Record<string, string>): Promise<string[][]> {
  const cwd = await project(files);
  return importCycles({ cwd, tsconfig: "tsconfig.json", files: ["src/**/*.ts"] });
}

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("the import circle check (npm run cycles)", () => {
  it("finds a circle made only of type imports, through an alias", async () => {
    const cycles = await cyclesOf({
      "src/a.ts": 'import type { B } from "@/b.ts";\nexport type A = { b?: B };\n',
      "src/b.ts": 'import type { A } from "./a.ts";\nexport type B = { a?: A };\n',
    });
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.map((file) => path.basename(file)).sort()).toEqual(["a.ts", "b.ts"]);
  });

  it("finds a circle closed by a dynamic import and a re-export", async () => {
    const cycles = await cyclesOf({
      "src/a.ts": 'export const load = () => import("./b.ts");\n',
      "src/b.ts": 'export { load } from "./a.ts";\n',
    });
    expect(cycles).toHaveLength(1);
  });

  it("finds none when imports go one way", async () => {
    const cycles = await cyclesOf({
      "src/a.ts": 'import type { B } from "./b.ts";\nexport type A = { b?: B };\n',
      "src/b.ts": "export type B = { name: string };\n",
    });
    expect(cycles).toEqual([]);
  });
});
