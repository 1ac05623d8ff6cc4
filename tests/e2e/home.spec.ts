import { expect, test } from "@playwright/test";

import type { Book } from "../../functions/src/shared/book.ts";

import { openStore } from "./support/store-page.ts";

test("the home page lists the newest seeded books, read from Firestore", async ({
  page,
  request,
}) => {
  const response = await request.get("/api/books?limit=20");
  expect(response.ok()).toBe(true);
  const newest = (await response.json()) as Book[];
  const [first] = newest;
  if (!first) throw new Error("the store has no books");

  await openStore(page);
  await expect(page.getByRole("heading", { name: "New Releases This Week" })).toBeVisible();
  const cards = page.getByTestId("book-card");
  await expect(cards).toHaveCount(newest.length);
  await expect(cards.first().getByRole("heading", { name: first.title })).toBeVisible();
  await expect(cards.first()).toContainText(`$${first.newPrice.toFixed(2)}`);

  const cover = cards.first().getByRole("img", { name: `Cover of ${first.title}` });
  await expect(cover).toHaveAttribute("src", `/covers/${first.coverImage}`);
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});
