import { spawnSync } from "node:child_process";

import { describe, expect, it } from "vitest";

import { verseId } from "@bookstore/shared/library/verse.ts";
import { NEWS_ITEMS } from "@bookstore/shared/site/news.ts";

import { coversCollection } from "../../functions/src/lib/collections/covers.ts";
import { customersCollection } from "../../functions/src/lib/collections/customers.ts";
import { versesCollection } from "../../functions/src/lib/collections/verses.ts";
import { SEED_VERSES } from "../../scripts/seed/data/verses.ts";
import { adminAuth, adminDb } from "../support/admin-session.ts";
import { countOrders } from "../support/order-fixtures.ts";

function contentLoad() {
  return spawnSync("npm", ["run", "--silent", "content:load"], { encoding: "utf8" });
}

async function accountCount(): Promise<number> {
  return (await adminAuth.listUsers(1000)).users.length;
}

describe("npm run content:load", () => {
  it("puts back missing News pictures and verses, and adds no accounts or orders", async () => {
    const [firstVerse] = SEED_VERSES;
    const [firstNews] = NEWS_ITEMS;
    if (!firstVerse || !firstNews) throw new Error("no content to load");
    const verseRef = versesCollection(adminDb).doc(verseId(firstVerse.chapter, firstVerse.verse));
    const pictureRef = coversCollection(adminDb).doc(firstNews.image);
    await Promise.all([verseRef.delete(), pictureRef.delete()]);
    const before = {
      orders: await countOrders(),
      customers: (await customersCollection(adminDb).count().get()).data().count,
      accounts: await accountCount(),
    };

    const run = contentLoad();
    expect(run.stderr).not.toContain("✖");
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      `Content: wrote ${NEWS_ITEMS.length} News pictures and added 1 missing verses in the local emulators.`,
    );
    expect((await verseRef.get()).data()).toMatchObject({ translation: firstVerse.translation });
    expect((await pictureRef.get()).get("contentType")).toBe("image/svg+xml");
    expect({
      orders: await countOrders(),
      customers: (await customersCollection(adminDb).count().get()).data().count,
      accounts: await accountCount(),
    }).toEqual(before);
  });

  it("changes no verse the second time", () => {
    const run = contentLoad();
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("added 0 missing verses");
  });
});
