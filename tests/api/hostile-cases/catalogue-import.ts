import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { BODY_NOT_OBJECT_MESSAGE } from "@bookstore/shared/core/strict-body.ts";

import {
  OVER_100_KB,
  TOO_LARGE,
  TOO_LARGE_MESSAGE,
  adminOnly,
  jsonBodyCases,
  validBook,
  withRawKey,
  type HostileCase,
} from "./fixtures.ts";

/**
 * POST /api/admin/books/import: rows with their lines. Every body that gets past validation is
 * a dry run, so a check that failed would still add no book.
 */
export function catalogueImport(): HostileCase[] {
  const endpoint = "POST /api/admin/books/import";
  const path = "/api/admin/books/import";
  const send = jsonBodyCases({ endpoint, method: "POST", path, caller: "admin" });
  const row = { line: 2, fields: validBook };
  const dryRun = { rows: [row], dryRun: true };
  return [
    ...adminOnly(endpoint, "POST", path, dryRun),
    send("a JSON array instead of an object", [row], BODY_NOT_OBJECT_MESSAGE),
    send("no rows", {}, /^rows: /),
    send("rows as a string", { rows: "title,author" }, /^rows: /),
    send("an empty list of rows", { rows: [] }, "rows: The file holds no books."),
    send(
      "201 rows (more than one request takes)",
      { rows: Array.from({ length: 201 }, (_, index) => ({ line: index + 2, fields: {} })) },
      "rows: must hold at most 200 rows per request",
    ),
    send("line 0", { rows: [{ ...row, line: 0 }], dryRun: true }, /^rows\.0\.line: /),
    send("line as text", { rows: [{ ...row, line: "2" }], dryRun: true }, /^rows\.0\.line: /),
    send("a row without fields", { rows: [{ line: 2 }], dryRun: true }, /^rows\.0\.fields: /),
    send(
      "a nested object as a cell",
      { rows: [{ line: 2, fields: { ...validBook, title: { $gt: "" } } }], dryRun: true },
      /^rows\.0\.fields\.title: /,
    ),
    send(
      "21 columns in a row",
      {
        rows: [
          {
            line: 2,
            fields: Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`c${index}`, 1])),
          },
        ],
        dryRun: true,
      },
      /^rows\.0\.fields: must have at most 20 columns/,
    ),
    send("dryRun as text", { rows: [row], dryRun: "yes" }, /^dryRun: /),
    send("keepStock as text", { rows: [row], dryRun: true, keepStock: 1 }, /^keepStock: /),
    send("an unknown member x", { ...dryRun, x: 1 }, /Unrecognized key/),
    send(
      "an unknown member in a row",
      { rows: [{ ...row, x: 1 }], dryRun: true },
      /Unrecognized key/,
    ),
    {
      endpoint,
      name: "a __proto__ member holding an object",
      method: "POST",
      path,
      caller: "admin",
      raw: withRawKey('"__proto__":{"admin":true}', dryRun),
      status: 400,
      message: /Unrecognized key|^rows: /,
    },
    {
      endpoint,
      name: "a body over 100 KB",
      method: "POST",
      path,
      caller: "admin",
      json: { rows: [{ line: 2, fields: { ...validBook, description: OVER_100_KB } }] },
      status: TOO_LARGE,
      message: TOO_LARGE_MESSAGE,
    },
    {
      endpoint,
      name: "GET (a method the route does not serve)",
      method: "GET",
      path,
      caller: "admin",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
