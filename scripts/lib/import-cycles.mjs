// @ts-check
import { parseCircular, parseDependencyTree } from "dpdm";

/**
 * The import circles among `files` (globs, relative to `cwd`), each as the list of files on it.
 * `tsconfig` resolves the project's path aliases. Every kind of import counts: static, type-only
 * (`transform: false` keeps them; ESLint's cycle rule skips them) and dynamic.
 *
 * @param {{ cwd: string, tsconfig: string, files: string[] }} project
 * @returns {Promise<string[][]>}
 */
export async function importCycles({ cwd, tsconfig, files }) {
  const tree = await parseDependencyTree(files, {
    cwd,
    context: cwd,
    tsconfig,
    transform: false,
    skipDynamicImports: false,
  });
  return parseCircular(tree);
}
