import { ROUTE_FILES_ELEMENT_ID, type RouteFiles } from "@bookstore/shared/site/route-files.ts";

const BLOCK = new RegExp(
  String.raw`\s*<script type="application/json" id="${ROUTE_FILES_ELEMENT_ID}">([^<]*)</script>`,
);

function isRouteFiles(value: unknown): value is RouteFiles {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every(
      (files) => Array.isArray(files) && files.every((file) => typeof file === "string"),
    )
  );
}

/** The shell without its route-files block, and what the block listed (nothing when absent). */
export function takeRouteFiles(shell: string): { shell: string; routeFiles: RouteFiles } {
  const found = BLOCK.exec(shell);
  if (!found) return { shell, routeFiles: {} };
  const listed: unknown = JSON.parse(found[1] ?? "{}");
  if (!isRouteFiles(listed)) throw new Error("The shell's route-files block is not a file list");
  return { shell: shell.replace(BLOCK, () => ""), routeFiles: listed };
}
