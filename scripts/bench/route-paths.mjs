// @ts-check
/**
 * The string values of the app's `paths` object (web/src/config/paths.ts), read with the
 * TypeScript parser so the bench needs neither a build nor the app's aliases. `paths` spreads
 * objects from other modules (packages/shared/site/site-routes.ts), so a spread is followed to
 * the `const` it names, in the same file or through a relative import.
 */
import fs from "node:fs";
import path from "node:path";

import ts from "typescript";

/** @typedef {(file: string) => string | undefined} ReadSource */

/** @type {ReadSource} */
const readFromDisk = (file) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined);

/**
 * The expression under `as const`, `satisfies T` and parentheses.
 * @param {ts.Expression} node
 * @returns {ts.Expression}
 */
function unwrap(node) {
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node)
  ) {
    return unwrap(node.expression);
  }
  return node;
}

/**
 * The module file an import specifier names: as written, else with a TypeScript extension.
 * @param {string} fromFile
 * @param {string} specifier
 * @param {ReadSource} read
 */
function resolveImport(fromFile, specifier, read) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")];
  return candidates.find((candidate) => read(candidate) !== undefined);
}

/**
 * Where a name used in `file` is defined: its `const` initializer there, or the one of the
 * module it is imported from (relative imports only).
 * @param {string} file
 * @param {string} name
 * @param {ReadSource} read
 * @param {number} depth guards against import cycles
 * @returns {{ file: string, node: ts.Expression } | undefined}
 */
function definition(file, name, read, depth = 0) {
  const source = read(file);
  if (source === undefined || depth > 10) return undefined;
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  for (const statement of parsed.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
          return declaration.initializer
            ? { file, node: unwrap(declaration.initializer) }
            : undefined;
        }
      }
    }
    if (!ts.isImportDeclaration(statement)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const imported = bindings.elements.find((element) => element.name.text === name);
    if (!imported || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith(".")) return undefined;
    const target = resolveImport(file, specifier, read);
    const original = imported.propertyName?.text ?? name;
    return target ? definition(target, original, read, depth + 1) : undefined;
  }
  return undefined;
}

/**
 * The string properties of an object literal, its spread objects' included (later ones win,
 * as in JavaScript).
 * @param {string} file
 * @param {ts.Expression} node
 * @param {ReadSource} read
 * @param {Map<string, string>} into
 */
function collect(file, node, read, into) {
  if (!ts.isObjectLiteralExpression(node)) return;
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property)) {
      const spread = unwrap(property.expression);
      const found = ts.isIdentifier(spread) ? definition(file, spread.text, read) : undefined;
      if (found) collect(found.file, found.node, read, into);
    } else if (
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ) {
      const value = unwrap(property.initializer);
      if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) {
        into.set(property.name.text, value.text);
      }
    }
  }
}

/**
 * `paths.x` string values from the module that defines `export const paths = { ... }`.
 * @param {string} file absolute path of web/src/config/paths.ts
 * @param {ReadSource} [read] the source of a file, undefined when there is none
 * @returns {Map<string, string>}
 */
export function readPaths(file, read = readFromDisk) {
  const values = new Map();
  const found = definition(file, "paths", read);
  if (!found) throw new Error(`${file} defines no \`paths\` object.`);
  collect(found.file, found.node, read, values);
  return values;
}
