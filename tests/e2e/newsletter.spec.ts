import { createHash } from "node:crypto";

import type { Page } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";

import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { clearClientRateLimits } from "../support/rate-limits.ts";

import { footerNewsletter, showFooterNewsletter } from "./support/footer-newsletter.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));

function recordSignups(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/newsletter")) posts.push(request.postData() ?? "");
  });
  return posts;
}

test.beforeEach(clearClientRateLimits);

test("the form's code waits for the shopper's first input, and the box is usable then", async ({
  page,
}) => {
  await openStore(page);
  await expect(page.getByRole("heading", { name: "Top Sellers" })).toBeVisible();
  const { box } = footerNewsletter(page);
  // The footer is below the screen and nobody has touched the page: the box stays disabled.
  await page.waitForTimeout(1500);
  await expect(box).toBeDisabled();

  await page.mouse.move(20, 20);
  await expect(box).toBeEnabled();
  await box.fill("reader@example.com");
  await expect(box).toHaveValue("reader@example.com");
});

test("Subscribe does nothing while the box is blank", async ({ page }) => {
  const posts = recordSignups(page);
  await openStore(page);
  const { box, subscribe } = await showFooterNewsletter(page);
  await expect(box).toHaveAttribute("type", "email");

  await subscribe.click();
  await box.fill("   ");
  await box.press("Enter");
  await subscribe.click();
  // Long enough for a request and a dialog to have shown up.
  await page.waitForTimeout(1000);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("a valid address shows 'Subscribed!' with no button for 3 s, then clears the box", async ({
  page,
}) => {
  const address = `reader-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const posts = recordSignups(page);
  await openStore(page);
  const { box, subscribe } = await showFooterNewsletter(page);
  await box.fill(address);
  await subscribe.click();

  const dialog = page.getByRole("dialog", { name: "Subscribed!" });
  // As in the other sign-up specs: a fresh suite's first sign-up may wait for a worker to start.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const shownAt = Date.now();
  await expect(dialog).toHaveAccessibleDescription("We’re crafting something special. Stay tuned!");
  await expect(dialog.locator(".swal2-icon.swal2-success")).toBeVisible();
  await expect(dialog.getByRole("button")).toHaveCount(0);
  expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([{ email: address }]);

  await expect(dialog).toBeHidden({ timeout: 6000 });
  const openMs = Date.now() - shownAt;
  expect(openMs).toBeGreaterThan(2500);
  expect(openMs).toBeLessThan(4500);
  await expect(box).toHaveValue("");

  const id = createHash("sha256").update(address).digest("hex");
  const stored = await subscribersCollection(db).doc(id).get();
  expect(stored.get("email")).toBe(address);
});

test("an address already on the list gets the same answer and the same dialog as a new one", async ({
  page,
}) => {
  const address = `known-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const answers: { status: number; body: string }[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/newsletter") && response.request().method() === "POST") {
      void response.text().then((body) => answers.push({ status: response.status(), body }));
    }
  });
  await openStore(page);
  const { box, subscribe } = await showFooterNewsletter(page);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await box.fill(address);
    await subscribe.click();
    const dialog = page.getByRole("dialog", { name: "Subscribed!" });
    await expect(dialog).toHaveAccessibleDescription(
      "We’re crafting something special. Stay tuned!",
    );
    await expect(dialog).toBeHidden({ timeout: 6000 });
    await expect(box).toHaveValue("");
  }
  await expect.poll(() => answers.length).toBe(2);
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[0]?.status).toBe(200);

  const id = createHash("sha256").update(address).digest("hex");
  await subscribersCollection(db).doc(id).delete();
});
