import type { APIRequestContext, Locator, Page } from "@playwright/test";

import type { Verse, VerseIndex } from "@bookstore/shared/library/verses-api.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { EMULATOR_HOSTS } from "../../scripts/lib/paths.mjs";
import accounts from "../../scripts/seed/demo-accounts.json" with { type: "json" };
import { versesOf } from "../support/verse-index.ts";

import { createAccount, signInThroughApp, uniqueEmail } from "./support/auth.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const LOAD_FAILED = "An error occurred while fetching Slok data.";
const DEMO_CUSTOMER = { email: accounts.customer.email, password: accounts.customer.password };

/** Every verse the store holds, read through the API the page uses. */
async function heldVerses(request: APIRequestContext): Promise<Verse[]> {
  const index = await request.get("/api/slok");
  expect(index.ok()).toBe(true);
  const verses = versesOf((await index.json()) as VerseIndex);
  expect(verses.length).toBeGreaterThan(1);
  return Promise.all(
    verses.map(async ({ chapter, verse }) => {
      const response = await request.get(`/api/slok/${chapter}/${verse}`);
      expect(response.ok()).toBe(true);
      return (await response.json()) as Verse;
    }),
  );
}

function verseCard(page: Page): Locator {
  return page.getByTestId("verse-card");
}

/** The verse the card shows, checked against the held verses: it must be one of them, in full. */
async function expectShownVerse(card: Locator, held: readonly Verse[]): Promise<Verse> {
  const heading = card.getByRole("heading", { name: /^Bhagavad Gita \d+\.\d+$/ });
  await expect(heading).toBeVisible();
  const title = await heading.textContent();
  const shown = held.find((verse) => `Bhagavad Gita ${verse.chapter}.${verse.verse}` === title);
  if (!shown) throw new Error(`the card shows a verse the store does not hold: ${title ?? ""}`);
  expect(shown.chapter).toBeLessThanOrEqual(17);
  // innerText keeps the rendered line breaks, so this also checks the "\n"-separated lines.
  expect(await card.locator('[lang="sa-Latn"]').innerText()).toBe(shown.sanskrit);
  expect(await card.locator("blockquote").innerText()).toBe(shown.translation);
  await expect(card.locator("figcaption")).toHaveText(shown.source);
  return shown;
}

test("a signed-out visitor is invited to sign in and sees a held verse", async ({
  page,
  request,
}) => {
  const held = await heldVerses(request);
  await openStore(page, "/my-library");

  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(main.getByRole("heading", { level: 1, name: "My Library" })).toBeVisible();
  await expect(main).toContainText("Sign in to see the books you have ordered.");
  await expect(main.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  await expect(main.getByTestId("book-card")).toHaveCount(0);

  await expectShownVerse(verseCard(page), held);
  await expectAccessible(page);
});

test("'Another verse' shows a different held verse", async ({ page, request }) => {
  const held = await heldVerses(request);
  await openStore(page, "/my-library");
  const card = verseCard(page);
  let shown = await expectShownVerse(card, held);

  for (let round = 0; round < 3; round += 1) {
    const previous = shown;
    // No request to wait for: a verse seen before comes from the query cache.
    await card.getByRole("button", { name: "Another verse" }).click();
    await expect(card.getByRole("heading")).not.toHaveText(
      `Bhagavad Gita ${previous.chapter}.${previous.verse}`,
    );
    shown = await expectShownVerse(card, held);
  }
});

test("a failed verse request shows its error message and logs the status text", async ({
  page,
}) => {
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });
  await page.route("**/api/slok/*/*", (route) => route.fulfill({ status: 500, body: "{}" }));
  await openStore(page, "/my-library");

  const card = verseCard(page);
  await expect(card.getByRole("alert")).toHaveText(LOAD_FAILED);
  await expect(card.getByRole("heading")).toHaveCount(0);
  expect(logged).toContain("Error fetching data: Internal Server Error");
  await expectAccessible(page);
});

test("a failed verse index request shows its error message", async ({ page }) => {
  await page.route("**/api/slok", (route) =>
    route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' }),
  );
  await openStore(page, "/my-library");
  await expect(verseCard(page).getByRole("alert")).toHaveText(LOAD_FAILED);
  await expect(verseCard(page).getByRole("button", { name: "Another verse" })).toHaveCount(0);
});

for (const width of [360, 768, 1180, 1440]) {
  test(`fits a ${width} px wide window without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openStore(page, "/my-library");
    await expect(verseCard(page).getByRole("heading")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test.describe("signed in", () => {
  test("a customer sees the books of their orders, newest first", async ({ page, request }) => {
    const tokenResponse = await fetch(
      `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...DEMO_CUSTOMER, returnSecureToken: true }),
      },
    );
    const { idToken } = (await tokenResponse.json()) as { idToken: string };
    const orders = await request.get(`/api/orders/email/${DEMO_CUSTOMER.email}?limit=1`, {
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(orders.ok()).toBe(true);
    const [newest] = (await orders.json()) as Order[];
    const firstTitle = newest?.items[0]?.title;
    if (!firstTitle) throw new Error("the demo customer has no orders");

    await openStore(page, "/my-library");
    await signInThroughApp(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    const titles = page.getByTestId("book-card").getByRole("heading", { level: 3 });
    await expect(titles.first()).toHaveText(firstTitle);
  });

  test("a customer without orders is told so", async ({ page }) => {
    const email = uniqueEmail("library");
    await createAccount(email, "library-secret");
    await openStore(page, "/my-library");
    await signInThroughApp(page, email, "library-secret");
    await expect(page.getByText("You have not ordered any books yet.")).toBeVisible();
  });
});
