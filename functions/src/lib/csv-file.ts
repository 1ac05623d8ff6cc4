import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";

import { stringify } from "csv-stringify";

/**
 * Writes rows to `output` as a CSV file for spreadsheets: UTF-8 with a byte order mark (so Excel
 * reads the accents right), a header line, RFC 4180 quoting, CRLF line ends. The rows are pulled
 * as the output drains, so a large export never sits in memory; `output` is ended afterwards.
 */
export async function writeCsv(
  header: readonly string[],
  rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
  output: Writable,
): Promise<void> {
  await pipeline(
    Readable.from(rows),
    stringify({ bom: true, header: true, columns: [...header], record_delimiter: "windows" }),
    output,
  );
}
