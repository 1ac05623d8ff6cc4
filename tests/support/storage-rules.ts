/**
 * A reader for the subset of the Storage rules language storage.rules uses: nested `match`
 * blocks with `{name}` and `{name=**}` wildcards, and `allow <operations>: if <true|false>;`.
 * The Storage emulator cannot run offline (its rules runtime is a download), so the rules test
 * evaluates the file with this instead. Any condition other than a literal, or any other
 * statement, throws: the rules would have outgrown this reader, and the test must grow with them.
 */

export type StorageOperation = "get" | "list" | "create" | "update" | "delete";

const OPERATIONS: Record<string, readonly StorageOperation[]> = {
  read: ["get", "list"],
  write: ["create", "update", "delete"],
  get: ["get"],
  list: ["list"],
  create: ["create"],
  update: ["update"],
  delete: ["delete"],
};

interface Grant {
  /** The path pattern from the service root, e.g. ["b", "{bucket}", "o", "covers", "{file}"]. */
  pattern: string[];
  operations: StorageOperation[];
  allowed: boolean;
}

function segments(path: string): string[] {
  return path.split("/").filter((segment) => segment.length > 0);
}

function parseGrants(source: string): Grant[] {
  const text = source.replace(/\/\/[^\n]*/g, "");
  const body = /service\s+firebase\.storage\s*\{([\s\S]*)\}\s*$/.exec(text)?.[1];
  if (body === undefined) throw new Error("storage.rules has no `service firebase.storage` block");
  const tokens = body.match(/match\s+\S+\s+\{|allow\s+[^;]+;|\}|\S+/g) ?? [];
  const grants: Grant[] = [];
  const stack: string[][] = [];
  for (const token of tokens) {
    if (token.startsWith("match")) {
      stack.push(segments(token.replace(/^match\s+/, "").replace(/\s+\{$/, "")));
    } else if (token === "}") {
      if (stack.pop() === undefined) throw new Error("storage.rules: unbalanced braces");
    } else if (token.startsWith("allow")) {
      const statement = /^allow\s+([\w\s,]+):\s*if\s+(true|false)\s*;$/.exec(token);
      if (!statement?.[1] || !statement[2]) {
        throw new Error(`storage.rules: a statement this reader cannot evaluate: ${token}`);
      }
      const operations = statement[1].split(",").flatMap((name) => {
        const expanded = OPERATIONS[name.trim()];
        if (!expanded) throw new Error(`storage.rules: unknown operation ${name}`);
        return expanded;
      });
      grants.push({ pattern: stack.flat(), operations, allowed: statement[2] === "true" });
    } else if (token !== "rules_version") {
      throw new Error(`storage.rules: unexpected ${token}`);
    }
  }
  if (stack.length > 0) throw new Error("storage.rules: unbalanced braces");
  return grants;
}

function matches(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (/^\{\w+=\*\*\}$/.test(head)) return rest.length === 0;
  const [segment, ...remaining] = path;
  if (segment === undefined) return false;
  const wildcard = /^\{\w+\}$/.test(head);
  return (wildcard || head === segment) && matches(rest, remaining);
}

/**
 * Whether `operation` on the object at `objectPath` (in any bucket) is allowed: as in Firebase
 * rules, by any matching `allow` whose condition holds.
 */
export function storageRulesAllow(
  source: string,
  objectPath: string,
  operation: StorageOperation,
): boolean {
  const path = ["b", "bookstore-bucket", "o", ...segments(objectPath)];
  return parseGrants(source).some(
    (grant) =>
      grant.allowed && grant.operations.includes(operation) && matches(grant.pattern, path),
  );
}
