import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { adminDb } from "../support/admin-session.ts";
import {
  BROKEN_BOOKS_FILE,
  SAMPLE_BOOKS_FILE,
  deleteImportedBooks,
  importedIdsOf,
  readImportRecords,
} from "../support/catalogue-import.ts";

const sampleIds = importedIdsOf(readImportRecords(SAMPLE_BOOKS_FILE));
const brokenIds = importedIdsOf(readImportRecords(BROKEN_BOOKS_FILE));

function catalogueImport(...args: string[]) {
  return spawnSync("npm", ["run", "--silent", "catalogue:import", "--", ...args], {
    encoding: "utf8",
  });
}

async function countBooks(): Promise<number> {
  return (await booksCollection(adminDb).count().get()).data().count;
}

beforeAll(async () => {
  await deleteImportedBooks([...sampleIds, ...brokenIds]);
});

afterAll(async () => {
  await deleteImportedBooks([...sampleIds, ...brokenIds]);
});

describe("npm run catalogue:import", () => {
  it("checks the sample with --dry-run and writes nothing", async () => {
    const before = await countBooks();
    const run = catalogueImport(SAMPLE_BOOKS_FILE, "--dry-run");
    expect(run.stderr).toContain("50/50 rows");
    expect(run.stdout).toContain(
      "Dry run (nothing written): would add 50 books to the local emulators, update 0 and leave 0 unchanged; 0 bad rows.",
    );
    expect(run.status).toBe(0);
    expect(await countBooks()).toBe(before);
  });

  // Three runs of the command, each a process of its own that loads the Admin SDK: more time.
  it("imports the sample with a progress line, changes nothing the second time, then updates a price", async () => {
    const before = await countBooks();
    const first = catalogueImport(SAMPLE_BOOKS_FILE);
    expect(first.stderr).toMatch(/\r0\/50 rows.*\r50\/50 rows\n/s);
    expect(first.stdout).toContain(
      "Added 50 books to the local emulators, updated 0 and left 0 unchanged; 0 bad rows.",
    );
    expect(first.status).toBe(0);
    expect(await countBooks()).toBe(before + 50);

    const second = catalogueImport(SAMPLE_BOOKS_FILE);
    expect(second.stdout).toContain(
      "Added 0 books to the local emulators, updated 0 and left 50 unchanged; 0 bad rows.",
    );
    expect(second.status).toBe(0);
    expect(await countBooks()).toBe(before + 50);

    const repriced = path.join(mkdtempSync(path.join(os.tmpdir(), "import-cli-")), "prices.csv");
    writeFileSync(
      repriced,
      readFileSync(SAMPLE_BOOKS_FILE, "utf8").replace(",24.99,12,", ",19.99,40,"),
    );
    const priceOnly = catalogueImport(repriced, "--keep-stock");
    expect(priceOnly.stdout).toContain(
      "Added 0 books to the local emulators, updated 1 and left 49 unchanged; 0 bad rows.",
    );
    expect(priceOnly.stdout).toContain(
      '  line 2, isbn-9781451648539 "Steve Jobs": newPrice 24.99 → 19.99\n',
    );
    expect(priceOnly.status).toBe(0);
    const book = (await booksCollection(adminDb).doc("isbn-9781451648539").get()).data();
    expect(book).toMatchObject({ newPrice: 19.99, stock: 12 });
  }, 120_000);

  it("lists the bad rows of the broken file, imports the good ones and exits 1", async () => {
    const before = await countBooks();
    const run = catalogueImport(BROKEN_BOOKS_FILE);
    expect(run.stdout).toContain(
      "Added 4 books to the local emulators, updated 0 and left 0 unchanged; 7 bad rows.",
    );
    expect(run.stdout).toContain("  line 3, title: is required");
    expect(run.stdout).toContain("  line 9, stock: must be a whole number");
    expect(run.stdout).toContain("  line 10, row: has 4 values; the header names 9 columns");
    expect(run.status).toBe(1);
    expect(await countBooks()).toBe(before + 4);
  });
});
