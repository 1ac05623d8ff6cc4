import "./emulator-env.ts";

import { booksCollection } from "../../functions/src/lib/collections/books.ts";
import { coverStore } from "../../functions/src/lib/cover-store.ts";
import { db } from "../../functions/src/lib/firebase.ts";
import { refreshRecommendedStart } from "../../functions/src/lib/recommended-start.ts";

import { seedAccounts } from "./seed-accounts.ts";
import { seedCatalogue } from "./seed-catalogue.ts";
import { seedCollectionPoint } from "./seed-collection-point.ts";
import { seedCustomers } from "./seed-customers.ts";
import { plannedSales, planSeedOrders, seedOrders } from "./seed-orders.ts";
import { seedVerses } from "./seed-verses.ts";

/**
 * Fills the emulators with demo data. Idempotent: it creates what is missing and leaves the
 * rest. `--if-empty` skips everything when the catalogue already has a book. `--collection-point`
 * adds the demo store's counter (`npm start` asks for it); the test suites leave it out, as they
 * start from a store with no point.
 */
async function main(): Promise<void> {
  const ifEmpty = process.argv.includes("--if-empty");
  const withCollectionPoint = process.argv.includes("--collection-point");
  if (ifEmpty) {
    const existing = await booksCollection(db).limit(1).get();
    if (!existing.empty) {
      await refreshRecommendedStart(db);
      console.log("Seed: the database already has books; nothing to do.");
      return;
    }
  }
  const now = new Date();
  const plan = planSeedOrders(now);
  const books = await seedCatalogue(db, coverStore, now, plannedSales(plan));
  await refreshRecommendedStart(db);
  const customerUid = await seedAccounts(db, now);
  const orders = await seedOrders(db, customerUid, plan);
  const customers = await seedCustomers(db);
  const verses = await seedVerses(db);
  const points = withCollectionPoint ? await seedCollectionPoint(db, now) : 0;
  console.log(
    `Seed: created ${books} books, ${orders} orders, ${customers} customers, ${verses} verses` +
      ` and ${points} collection points.`,
  );
}

await main();
