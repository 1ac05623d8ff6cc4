import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ORDER_EXPORT_COLUMNS } from "@bookstore/shared/orders/order-export.ts";

import { writeOrdersCsv } from "../../functions/src/lib/orders-csv.ts";
import {
  deleteTestOrders,
  readCsv,
  storedTestOrder,
  writeTestOrders,
} from "../support/export-orders.ts";
import { db } from "../support/order-fixtures.ts";

/**
 * 10,000 orders over ten days of January 1990, a year no figure counts, written straight into
 * Firestore and deleted afterwards; every 1,000th is named like a formula.
 */
const UID = `export-10k-${Date.now().toString(36)}`;
const ORDER_COUNT = 10_000;
const DAYS = 10;
const PER_DAY = ORDER_COUNT / DAYS;
const PAGE_SIZE = 500;
/**
 * What the streams between the pages and the output may hold besides the page being written:
 * csv-stringify's and the output's buffers, a few hundred rows. Holding every order would be
 * 10,000.
 */
const STREAM_BUFFER_ROWS = 1000;
const FORMULA_NAME = "=1+1";

const folder = mkdtempSync(join(tmpdir(), "orders-export-"));

beforeAll(async () => {
  const documents = Array.from({ length: ORDER_COUNT }, (_, index) =>
    storedTestOrder(UID, {
      // PER_DAY a day, a minute apart, from midnight on 1990-01-01.
      createdAt: new Date(Date.UTC(1990, 0, 1 + Math.floor(index / PER_DAY), 0, index % PER_DAY)),
      status: index % 2 === 0 ? "delivered" : "cancelled",
      name: index % 1000 === 0 ? FORMULA_NAME : `Reader ${index}`,
    }),
  );
  await writeTestOrders(documents);
}, 120_000);

afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await deleteTestOrders(UID);
}, 120_000);

/**
 * An output that counts the rows it is given and, once, stops taking them for a moment (as a
 * slow disk or a slow download would), so an exporter that read on regardless would pile up
 * the pages it read meanwhile.
 */
function slowCountingOutput() {
  const counted = { lines: 0, text: "" };
  let paused = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const text = chunk.toString("utf8");
      counted.lines += text.split("\n").length - 1;
      if (text.includes(FORMULA_NAME)) counted.text += text;
      if (paused) {
        done();
        return;
      }
      paused = true;
      setTimeout(done, 1000);
    },
  });
  return { output, counted };
}

describe("exporting 10,000 orders", () => {
  it("writes every order, a page at a time, never holding more than a page", async () => {
    const { output, counted } = slowCountingOutput();
    let read = 0;
    let mostHeld = 0;
    const orders = await writeOrdersCsv(
      db,
      { from: "1990-01-01", to: "1990-01-10", per: "order" },
      output,
      {
        timeZone: "UTC",
        pageSize: PAGE_SIZE,
        onPage: (documents) => {
          read += documents;
          // Rows read but not yet taken by the output (its first line is the header).
          mostHeld = Math.max(mostHeld, read - Math.max(counted.lines - 1, 0));
        },
      },
    );
    expect(orders).toBe(ORDER_COUNT);
    expect(counted.lines).toBe(ORDER_COUNT + 1);
    expect(mostHeld).toBeLessThanOrEqual(PAGE_SIZE + STREAM_BUFFER_ROWS);
    // Every formula-like name was neutralised on its way out.
    expect(counted.text.split(`,'${FORMULA_NAME},`).length - 1).toBe(ORDER_COUNT / 1000);
  }, 120_000);

  it("npm run orders:export writes one day's orders of one status to a file", () => {
    const file = join(folder, "orders.csv");
    const run = spawnSync(
      "npm",
      [
        "run",
        "--silent",
        "orders:export",
        "--",
        "--from=1990-01-03",
        "--to=1990-01-03",
        "--status=delivered",
        "--per=line",
        `--out=${file}`,
      ],
      { encoding: "utf8" },
    );
    expect(run.stderr).toContain(
      `Exported ${PER_DAY / 2} orders from the local emulators to ${file}.`,
    );
    expect(run.status).toBe(0);
    const { bom, rows } = readCsv(readFileSync(file, "utf8"));
    expect(bom).toBe(true);
    expect(rows[0]).toEqual(ORDER_EXPORT_COLUMNS.line);
    expect(rows).toHaveLength(PER_DAY / 2 + 1);
    expect(
      rows.slice(1).every((row) => row[1]?.startsWith("1990-01-03") && row[2] === "delivered"),
    ).toBe(true);
  }, 60_000);

  it("npm run orders:export refuses a day that is not one, reading nothing", () => {
    const run = spawnSync("npm", ["run", "--silent", "orders:export", "--", "--from=1990-02-30"], {
      encoding: "utf8",
    });
    expect(run.stderr).toContain("✖ --from: must be a date written YYYY-MM-DD");
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
  });
});
