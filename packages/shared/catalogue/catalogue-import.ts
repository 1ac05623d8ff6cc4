import { z } from "zod";

import { BOOK_LIMITS, bookInputSchema, type ValidBookInput } from "../books/book-input.ts";
import { isBookId } from "../books/book.ts";
import { ISBN_MESSAGE, normalizeIsbn } from "../books/isbn.ts";
import { strictBody } from "../core/strict-body.ts";

export { normalizeIsbn };

/**
 * The catalogue import's files and rows: parsing a CSV or JSON file into records that keep their
 * line numbers, and checking each record with the Add Book schema. The CLI, the dashboard page
 * and the API all use this module, so a row is judged the same way wherever it is read.
 */

export const IMPORT_COLUMNS = [
  "title",
  "author",
  "description",
  "category",
  "oldPrice",
  "newPrice",
  "stock",
  "isbn",
  "publishedOn",
  "cover",
  "id",
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** What the catalogue export's file is called when the dashboard saves it. */
export const CATALOGUE_EXPORT_FILE_NAME = "catalogue.csv";

/** Columns a CSV header must name; the others may be left out. */
export const REQUIRED_IMPORT_COLUMNS = [
  "title",
  "description",
  "category",
  "oldPrice",
  "newPrice",
] as const satisfies readonly ImportColumn[];

export const IMPORT_LIMITS = {
  /** The dashboard page sends this many rows per request (the API body limit is 100 KB). */
  rowsPerRequest: 100,
  /** The most rows one API request may carry. */
  maxRowsPerRequest: 200,
  maxFieldsPerRow: 20,
  maxFieldNameLength: 40,
} as const;

export const IMPORT_MESSAGES = {
  unknownColumn: `is not an import column (${IMPORT_COLUMNS.join(", ")})`,
  missingColumn: "column is missing from the header",
  repeatedColumn: "column appears twice in the header",
  fieldCount: (found: number, expected: number) =>
    `has ${found} values; the header names ${expected} columns`,
  unclosedQuote: "has a quoted value that is never closed",
  notCsv: "The file has no header line.",
  notJson: "The file is not valid JSON.",
  notArray: "The file must hold a JSON array of objects, one per book.",
  notObject: "must be a JSON object with the book's columns",
  notCell: "must be text or a number",
  isbn: ISBN_MESSAGE,
  cover: "must be empty or an http or https URL of an image",
  coverTooLong: `must be at most ${BOOK_LIMITS.coverImage} characters`,
  id: "must be empty or the id of a book, as an export writes it",
  /**
   * Every way a cover URL can fail to give a picture (a refused address, no answer, a status,
   * too many redirects, too slow) gets this one message, so the report cannot map a network.
   */
  coverUnavailable: "could not be fetched from that address",
  repeats: (line: number) => `repeats the book on line ${line}`,
  noRows: "The file holds no books.",
} as const;

export type ImportFormat = "csv" | "json";

/** A cell as a file holds it: CSV cells are text, JSON values may be numbers, booleans or null. */
export type ImportCell = string | number | boolean | null;

/** One book's cells, keyed by column name (canonical when known), with its line in the file. */
export interface ImportRecord {
  line: number;
  fields: Record<string, ImportCell>;
}

/** What is wrong with a row (or the file: line 1 or the line a parse failed on). */
export interface ImportProblem {
  line: number;
  field: string;
  message: string;
}

export interface ParsedImportFile {
  records: ImportRecord[];
  /** Problems found while reading: rows that cannot become records, or the whole file. */
  problems: ImportProblem[];
  /** True when the file itself is unreadable (no row can be trusted). */
  unreadable: boolean;
}

/** A row that passed every check: the Add Book input and what identifies the book. */
export interface ImportRow {
  line: number;
  /** The id of the book the row updates (an exported file's `id` column), or null. */
  id: string | null;
  /** ISBN-13 digits, or null when the row has none. */
  isbn: string | null;
  /** The same book in any file has the same key: its id, else its ISBN, else its title and author. */
  key: string;
  /** Validated by bookInputSchema, with the row's ISBN-13; the cover comes from coverUrl, so coverImage is "". */
  book: ValidBookInput;
  /** An http(s) URL of the cover image, or "" for a drawn cover. */
  coverUrl: string;
}

export interface CheckedImport {
  rows: ImportRow[];
  problems: ImportProblem[];
}

/** The column a header or JSON key names: case, spaces, dashes and underscores do not matter. */
export function canonicalColumn(name: string): string {
  const folded = name.toLowerCase().replace(/[\s_-]+/g, "");
  return IMPORT_COLUMNS.find((column) => column.toLowerCase() === folded) ?? name.trim();
}

export function isImportColumn(name: string): name is ImportColumn {
  return (IMPORT_COLUMNS as readonly string[]).includes(name);
}

/** Lower case, no accents, single spaces: "The  Hobbit" and "the hobbit" are one book. */
function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

export function importKey(isbn: string | null, title: string, author: string): string {
  return isbn ? `isbn:${isbn}` : `title-author:${foldText(title)}|${foldText(author)}`;
}

const TEXT_COLUMNS = new Set<string>(["title", "author", "description", "category"]);
const NUMBER_COLUMNS = new Set<string>(["oldPrice", "newPrice", "stock"]);
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

/** A cell as the Add Book schema expects it: empty is absent, numbers written as text are read. */
function schemaValue(column: string, cell: ImportCell | undefined): unknown {
  if (cell === null || cell === undefined) return undefined;
  if (column === "publishedOn" && typeof cell === "string" && cell.trim() === "") return undefined;
  if (TEXT_COLUMNS.has(column)) {
    if (typeof cell === "number") return String(cell);
    if (typeof cell !== "string") return cell;
    return column === "category" ? cell.trim().toLowerCase() : cell;
  }
  if (NUMBER_COLUMNS.has(column) && typeof cell === "string") {
    const trimmed = cell.trim();
    if (trimmed === "") return undefined;
    return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : trimmed;
  }
  return cell;
}

function cellText(cell: ImportCell | undefined): string | null {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "string") return cell.trim();
  if (typeof cell === "number") return String(cell);
  return null;
}

function checkCover(cell: ImportCell | undefined): { url: string } | { problem: string } {
  const url = cellText(cell);
  if (url === null) return { problem: IMPORT_MESSAGES.cover };
  if (url === "") return { url };
  if (url.length > BOOK_LIMITS.coverImage) return { problem: IMPORT_MESSAGES.coverTooLong };
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) return { problem: IMPORT_MESSAGES.cover };
  return { url };
}

function checkId(cell: ImportCell | undefined): { id: string | null } | { problem: string } {
  const text = cellText(cell);
  if (text === "") return { id: null };
  return text !== null && isBookId(text) ? { id: text } : { problem: IMPORT_MESSAGES.id };
}

function checkIsbn(cell: ImportCell | undefined): { isbn: string | null } | { problem: string } {
  const text = cellText(cell);
  if (text === "") return { isbn: null };
  const isbn = text === null ? null : normalizeIsbn(text);
  return isbn ? { isbn } : { problem: IMPORT_MESSAGES.isbn };
}

/** One record checked on its own: the row, or every problem it has (one per field). */
export function checkImportRecord(record: ImportRecord): ImportRow | ImportProblem[] {
  const { line, fields } = record;
  const problems: ImportProblem[] = [];
  for (const name of Object.keys(fields)) {
    if (!isImportColumn(name)) {
      problems.push({ line, field: name, message: IMPORT_MESSAGES.unknownColumn });
    }
  }
  const input = Object.fromEntries(
    IMPORT_COLUMNS.filter((column) => column !== "isbn" && column !== "cover" && column !== "id")
      .map((column) => [column, schemaValue(column, fields[column])] as const)
      .filter(([, value]) => value !== undefined),
  );
  const parsed = bookInputSchema.safeParse(input);
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join(".") || "row";
      if (seen.has(field)) continue;
      seen.add(field);
      problems.push({ line, field, message: issue.message });
    }
  }
  const isbn = checkIsbn(fields.isbn);
  if ("problem" in isbn) problems.push({ line, field: "isbn", message: isbn.problem });
  const cover = checkCover(fields.cover);
  if ("problem" in cover) problems.push({ line, field: "cover", message: cover.problem });
  const id = checkId(fields.id);
  if ("problem" in id) problems.push({ line, field: "id", message: id.problem });
  if (
    problems.length > 0 ||
    !parsed.success ||
    "problem" in isbn ||
    "problem" in cover ||
    "problem" in id
  ) {
    return problems;
  }
  const book = isbn.isbn ? { ...parsed.data, isbn: isbn.isbn } : parsed.data;
  return {
    line,
    id: id.id,
    isbn: isbn.isbn,
    key: id.id ? `id:${id.id}` : importKey(isbn.isbn, book.title, book.author),
    book,
    coverUrl: cover.url,
  };
}

/**
 * Every record checked: the good rows, and each bad row's problems by line and field. A book
 * that appears twice is imported from its first good row; the later rows are reported.
 */
export function checkImportRecords(records: readonly ImportRecord[]): CheckedImport {
  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of records) {
    const checked = checkImportRecord(record);
    if (Array.isArray(checked)) {
      problems.push(...checked);
      continue;
    }
    const first = firstLineOf.get(checked.key);
    if (first !== undefined) {
      problems.push({
        line: checked.line,
        field: checked.id ? "id" : checked.isbn ? "isbn" : "title",
        message: IMPORT_MESSAGES.repeats(first),
      });
      continue;
    }
    firstLineOf.set(checked.key, checked.line);
    rows.push(checked);
  }
  return { rows, problems };
}

/** Problems in file order: by line, then as found. */
export function sortProblems(problems: readonly ImportProblem[]): ImportProblem[] {
  return [...problems].sort((a, b) => a.line - b.line);
}

const importCellSchema = z.union([
  z.string().max(BOOK_LIMITS.description + 1000),
  z.number(),
  z.boolean(),
  z.null(),
]);

/**
 * POST /api/admin/books/import: rows of a file already read by the caller, each with its line in
 * the file, so the report names the lines of the original file however it was split.
 */
export const catalogueImportRequestSchema = strictBody({
  rows: z
    .array(
      z.strictObject({
        line: z.number().int().positive(),
        fields: z
          .record(z.string().max(IMPORT_LIMITS.maxFieldNameLength), importCellSchema)
          .refine((fields) => Object.keys(fields).length <= IMPORT_LIMITS.maxFieldsPerRow, {
            error: `must have at most ${IMPORT_LIMITS.maxFieldsPerRow} columns`,
          }),
      }),
    )
    .min(1, { error: IMPORT_MESSAGES.noRows })
    .max(IMPORT_LIMITS.maxRowsPerRequest, {
      error: `must hold at most ${IMPORT_LIMITS.maxRowsPerRequest} rows per request`,
    }),
  dryRun: z.boolean().default(false),
  /** Leaves every stock as orders leave it: a file of prices only. */
  keepStock: z.boolean().default(false),
});

export type CatalogueImportRequest = z.input<typeof catalogueImportRequestSchema>;
