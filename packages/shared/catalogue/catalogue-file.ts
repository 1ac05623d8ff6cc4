import { CsvError, parse } from "csv-parse/sync";

import { restoreCell } from "../core/spreadsheet-cell.ts";

import {
  canonicalColumn,
  IMPORT_MESSAGES,
  isImportColumn,
  REQUIRED_IMPORT_COLUMNS,
  type ImportCell,
  type ImportFormat,
  type ImportProblem,
  type ImportRecord,
  type ParsedImportFile,
} from "./catalogue-import.ts";

/**
 * Reading a catalogue file: CSV (RFC 4180, any column order and case) or a JSON array of objects,
 * into records that keep the line each book starts on. Checking the records is
 * catalogue-import.ts's job.
 */

export function importFormatOf(fileName: string): ImportFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".json")) return "json";
  return null;
}

function withoutBom(text: string): string {
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

interface CsvRecord {
  line: number;
  cells: string[];
}

/** Every line break, as a spreadsheet may write it, becomes "\n": one way to count lines. */
function withNewlines(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

function lineBreaksIn(cells: readonly string[]): number {
  return cells.reduce((count, cell) => count + cell.split("\n").length - 1, 0);
}

/** The first line after `line` that holds more than spaces, where a broken record starts. */
function nextRecordLine(text: string, line: number): number {
  const lines = text.split("\n");
  const index = lines.findIndex((content, at) => at >= line && content.trim() !== "");
  return index === -1 ? line + 1 : index + 1;
}

/**
 * RFC 4180 records (csv-parse), each with the line it starts on: quoted cells may hold commas,
 * doubled quotes and line breaks; CRLF, LF and CR all end a line, and a line break inside a cell
 * is read as LF. A quote inside an unquoted cell is kept as it is. Blank lines, and lines of
 * empty cells, hold no record.
 */
export function parseCsvRecords(text: string): {
  records: CsvRecord[];
  unclosedQuoteLine?: number;
} {
  const source = withNewlines(text);
  // csv-parse counts lines up to each record's end; the line breaks in its cells came before.
  const startLines: number[] = [];
  let lastLine = 0;
  try {
    const rows = parse(source, {
      record_delimiter: "\n",
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record, { lines }) => {
        lastLine = lines;
        startLines.push(lines - lineBreaksIn(record));
        return record;
      },
    });
    const records = rows.map((cells, index) => ({ line: startLines[index] ?? 1, cells }));
    return { records: records.filter(({ cells }) => cells.some((cell) => cell.trim() !== "")) };
  } catch (error) {
    if (error instanceof CsvError && error.code === "CSV_QUOTE_NOT_CLOSED") {
      return { records: [], unclosedQuoteLine: nextRecordLine(source, lastLine) };
    }
    throw error;
  }
}

function unreadable(problem: ImportProblem): ParsedImportFile {
  return { records: [], problems: [problem], unreadable: true };
}

/** A CSV file whose first line names the columns (in any order and case). */
export function parseCatalogueCsv(text: string): ParsedImportFile {
  const { records, unclosedQuoteLine } = parseCsvRecords(withoutBom(text));
  if (unclosedQuoteLine !== undefined) {
    return unreadable({
      line: unclosedQuoteLine,
      field: "file",
      message: IMPORT_MESSAGES.unclosedQuote,
    });
  }
  const [header, ...rows] = records;
  if (!header) return unreadable({ line: 1, field: "file", message: IMPORT_MESSAGES.notCsv });
  const columns = header.cells.map((name) => canonicalColumn(name));
  const headerProblems: ImportProblem[] = [];
  columns.forEach((column, index) => {
    if (!isImportColumn(column)) {
      headerProblems.push({
        line: header.line,
        field: column,
        message: IMPORT_MESSAGES.unknownColumn,
      });
    } else if (columns.indexOf(column) !== index) {
      headerProblems.push({
        line: header.line,
        field: column,
        message: IMPORT_MESSAGES.repeatedColumn,
      });
    }
  });
  for (const column of REQUIRED_IMPORT_COLUMNS) {
    if (!columns.includes(column)) {
      headerProblems.push({
        line: header.line,
        field: column,
        message: IMPORT_MESSAGES.missingColumn,
      });
    }
  }
  if (headerProblems.length > 0) return { records: [], problems: headerProblems, unreadable: true };
  const problems: ImportProblem[] = [];
  const parsed: ImportRecord[] = [];
  for (const row of rows) {
    if (row.cells.length !== columns.length) {
      problems.push({
        line: row.line,
        field: "row",
        message: IMPORT_MESSAGES.fieldCount(row.cells.length, columns.length),
      });
      continue;
    }
    parsed.push({
      line: row.line,
      // A cell a spreadsheet-safe export neutralised ("'=…") is read as the text it stands for.
      fields: Object.fromEntries(
        columns.map((column, index) => [column, restoreCell(row.cells[index] ?? "")]),
      ),
    });
  }
  return { records: parsed, problems, unreadable: false };
}

/** The line each top-level element of a JSON array starts on (the text is valid JSON). */
function arrayElementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let awaitingElement = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? "";
    if (char === "\n") line += 1;
    if (inString) {
      if (char === "\\") index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (depth === 1 && awaitingElement && !/\s/.test(char) && char !== "]") {
      lines.push(line);
      awaitingElement = false;
    }
    if (char === '"') inString = true;
    else if (char === "[" || char === "{") {
      depth += 1;
      if (depth === 1) awaitingElement = true;
    } else if (char === "]" || char === "}") depth -= 1;
    else if (char === "," && depth === 1) awaitingElement = true;
  }
  return lines;
}

function isCell(value: unknown): value is ImportCell {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

/** A JSON array of objects, one per book, keyed by column name (in any case). */
export function parseCatalogueJson(text: string): ParsedImportFile {
  const source = withoutBom(text);
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return unreadable({ line: 1, field: "file", message: IMPORT_MESSAGES.notJson });
  }
  if (!Array.isArray(value)) {
    return unreadable({ line: 1, field: "file", message: IMPORT_MESSAGES.notArray });
  }
  const lines = arrayElementLines(source);
  const records: ImportRecord[] = [];
  const problems: ImportProblem[] = [];
  value.forEach((element: unknown, index) => {
    const line = lines[index] ?? 1;
    if (typeof element !== "object" || element === null || Array.isArray(element)) {
      problems.push({ line, field: "row", message: IMPORT_MESSAGES.notObject });
      return;
    }
    const entries: [string, ImportCell][] = [];
    let fine = true;
    for (const [name, cell] of Object.entries(element)) {
      const column = canonicalColumn(name);
      if (!isCell(cell)) {
        problems.push({ line, field: column, message: IMPORT_MESSAGES.notCell });
        fine = false;
      } else {
        entries.push([column, cell]);
      }
    }
    // fromEntries defines own properties, so a key such as "__proto__" stays a plain column.
    if (fine) records.push({ line, fields: Object.fromEntries(entries) });
  });
  return { records, problems, unreadable: false };
}

export function parseCatalogueFile(text: string, format: ImportFormat): ParsedImportFile {
  return format === "csv" ? parseCatalogueCsv(text) : parseCatalogueJson(text);
}
