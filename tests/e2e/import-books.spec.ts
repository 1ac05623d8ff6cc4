import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { parseCatalogueFile } from "@bookstore/shared/catalogue/catalogue-file.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { adminDb } from "../support/admin-session.ts";
import {
  BROKEN_BOOKS_FILE,
  SAMPLE_BOOKS_FILE,
  deleteImportedBooks,
  importedIdsOf,
  readImportRecords,
} from "../support/catalogue-import.ts";

import { dashboardNav, signInAsDemoAdmin } from "./support/admin.ts";
import { expectAccessible } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const sampleIds = importedIdsOf(readImportRecords(SAMPLE_BOOKS_FILE));
const brokenIds = importedIdsOf(readImportRecords(BROKEN_BOOKS_FILE));

async function cleanUp(): Promise<void> {
  await deleteImportedBooks([...sampleIds, ...brokenIds]);
}

async function storedCount(ids: readonly string[]): Promise<number> {
  const docs = await adminDb.getAll(...ids.map((id) => booksCollection(adminDb).doc(id)));
  return docs.filter((doc) => doc.exists).length;
}

/** The sample with Steve Jobs repriced and restocked: a supplier's weekly file. */
const REPRICED_SAMPLE = {
  name: "repriced.csv",
  mimeType: "text/csv",
  buffer: Buffer.from(readFileSync(SAMPLE_BOOKS_FILE, "utf8").replace(",24.99,12,", ",19.99,40,")),
};

async function importFile(
  page: Page,
  file: string | typeof REPRICED_SAMPLE,
  button: "Check" | "Import",
) {
  await page.getByLabel("Catalogue file (.csv or .json)").setInputFiles(file);
  await page.getByRole("button", { name: button, exact: true }).click();
}

test.beforeAll(cleanUp);
test.afterAll(cleanUp);

test("an admin imports the sample file once, and sees the bad rows of a broken file", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsDemoAdmin(page);
  await dashboardNav(page).getByRole("link", { name: "Import books" }).click();
  await expect(page).toHaveURL(/\/dashboard\/import-books$/);
  await expect(page.getByRole("heading", { level: 2, name: "Import books" })).toBeVisible();

  const report = page.getByTestId("import-report");
  const bar = page.getByRole("progressbar", { name: "Import progress" });

  await importFile(page, SAMPLE_BOOKS_FILE, "Check");
  await expect(
    report.getByRole("heading", { name: "Check report (nothing was written)" }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("import-added")).toHaveText("50 would be added");
  expect(await storedCount(sampleIds)).toBe(0);

  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(report.getByRole("heading", { name: "Import report" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId("import-added")).toHaveText("50 added");
  await expect(page.getByTestId("import-updated")).toHaveText("0 updated");
  await expect(page.getByTestId("import-unchanged")).toHaveText(
    "0 already as in the file (unchanged)",
  );
  await expect(page.getByTestId("import-bad-rows")).toHaveText("0 bad rows (not imported)");
  await expect(bar).toHaveJSProperty("max", 50);
  await expect(bar).toHaveJSProperty("value", 50);
  await expect(page.getByText("50 / 50 rows")).toBeVisible();
  expect(await storedCount(sampleIds)).toBe(50);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByTestId("import-added")).toHaveText("0 added", { timeout: 60_000 });
  await expect(page.getByTestId("import-unchanged")).toHaveText(
    "50 already as in the file (unchanged)",
  );
  expect(await storedCount(sampleIds)).toBe(50);

  // A price-only run of the supplier's file: the check lists the one change, the import makes it.
  await page.getByLabel("Leave stock as it is (a file of prices)").check();
  await importFile(page, REPRICED_SAMPLE, "Check");
  await expect(page.getByTestId("import-updated")).toHaveText("1 would be updated", {
    timeout: 60_000,
  });
  const change = page.getByTestId("import-change");
  await expect(change).toHaveCount(1);
  await expect(change).toHaveText(["2", "Steve Jobs", "newPrice: 24.99 → 19.99"].join(""));
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByTestId("import-updated")).toHaveText("1 updated", { timeout: 60_000 });
  await expect(page.getByTestId("import-unchanged")).toHaveText(
    "49 already as in the file (unchanged)",
  );
  const repriced = (await booksCollection(adminDb).doc("isbn-9781451648539").get()).data();
  expect(repriced).toMatchObject({ newPrice: 19.99, stock: 12 });

  // The catalogue comes back out in the same columns, the repriced book with its new price.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export catalogue CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("catalogue.csv");
  const exported = parseCatalogueFile(await readFile(await download.path(), "utf8"), "csv");
  expect(exported.problems).toEqual([]);
  const steveJobs = exported.records.find((record) => record.fields.id === "isbn-9781451648539");
  expect(steveJobs?.fields).toMatchObject({ title: "Steve Jobs", newPrice: "19.99", stock: "12" });

  await importFile(page, BROKEN_BOOKS_FILE, "Import");
  await expect(page.getByTestId("import-added")).toHaveText("4 added", { timeout: 60_000 });
  await expect(page.getByTestId("import-bad-rows")).toHaveText("7 bad rows (not imported)");
  const problems = page.getByTestId("import-problem");
  await expect(problems).toHaveCount(8);
  await expect(problems.first()).toHaveText(["3", "title", "is required"].join(""));
  await expect(problems.filter({ hasText: "poetry" })).toHaveCount(0);
  await expect(problems.nth(1)).toContainText("category");
  await expect(problems.last()).toHaveText(
    ["10", "row", "has 4 values; the header names 9 columns"].join(""),
  );
  await expect(bar).toHaveJSProperty("value", 4);
  expect(await storedCount(brokenIds)).toBe(4);
  await expectAccessible(page);
});
