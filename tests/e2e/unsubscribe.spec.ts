import type { Page } from "@playwright/test";

import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";
import { adminDb } from "../support/admin-session.ts";
import { deleteMailTo, mailTo } from "../support/mail.ts";
import { clearClientRateLimits } from "../support/rate-limits.ts";

import { dashboardNav, signInAsDemoAdmin } from "./support/admin.ts";
import { showFooterNewsletter } from "./support/footer-newsletter.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const subscribers = subscribersCollection(adminDb);
const addresses: string[] = [];

function newAddress(label: string): string {
  const address = `unsub-${label}-${String(Date.now())}-${Math.random().toString(36).slice(2)}@example.com`;
  addresses.push(address);
  return address;
}

async function isSubscribed(email: string): Promise<boolean> {
  return (await subscribers.doc(subscriberId(email)).get()).exists;
}

/** Signs up in the footer and waits for the 'Subscribed!' dialog to come and go. */
async function subscribeInFooter(page: Page, email: string): Promise<void> {
  const { box, subscribe } = await showFooterNewsletter(page);
  await box.fill(email);
  await subscribe.click();
  const dialog = page.getByRole("dialog", { name: "Subscribed!" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden({ timeout: 8000 });
}

/** The unsubscribe page link in the newest welcome mail to `email`. */
async function unsubscribeLink(email: string): Promise<string> {
  const mail = (await mailTo(email, "newsletter-welcome")).at(-1);
  const link = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail?.message.text ?? "")?.[0];
  if (link === undefined) throw new Error(`no unsubscribe link in the mail to ${email}`);
  return link;
}

/** A page with the footer's sign-up that calls no API while it loads. */
const SIGN_UP_PAGE = "/about";

test.beforeAll(async ({ request }) => {
  // Loads the emulated API once, so the first sign-up does not wait for it to start.
  await request.get("/api/newsletter", { timeout: 60_000 });
});

test.beforeEach(clearClientRateLimits);

test.afterAll(async () => {
  await Promise.all(
    addresses.flatMap((address) => [
      deleteMailTo(address),
      subscribers.doc(subscriberId(address)).delete(),
    ]),
  );
  await clearClientRateLimits();
});

test("the mail's link unsubscribes with one click, and the address can subscribe again", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = newAddress("link");
  await openStore(page, SIGN_UP_PAGE);
  await subscribeInFooter(page, email);
  const link = await unsubscribeLink(email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await openStore(page, link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Unsubscribe from the newsletter" }),
  ).toBeVisible();
  // Opening the link changes nothing: a mail scanner following it unsubscribes nobody.
  expect(await isSubscribed(email)).toBe(true);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(`${email} is unsubscribed.`);
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  expect(await isSubscribed(email)).toBe(false);

  await signInAsDemoAdmin(page);
  await dashboardNav(page).getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Subscribers" })).toBeVisible();
  await expect(
    page.getByTestId("subscribers").or(page.getByText("No subscribers yet.")),
  ).toBeVisible();
  await expect(page.getByTestId("subscriber").filter({ hasText: email })).toHaveCount(0);

  await openStore(page, SIGN_UP_PAGE);
  await subscribeInFooter(page, email);
  expect(await isSubscribed(email)).toBe(true);
  // One newsletter mail a day: the first welcome's link still works for the address.
  expect(await mailTo(email)).toHaveLength(1);
});

test("a tampered link is refused and unsubscribes nobody", async ({ page }) => {
  const email = newAddress("tampered");
  await openStore(page, SIGN_UP_PAGE);
  await subscribeInFooter(page, email);
  const link = new URL(await unsubscribeLink(email));
  const token = link.searchParams.get("token") ?? "";
  const [payload] = token.split(".");
  const forged = `${Buffer.from("someone-else@example.com").toString("base64url")}.${token.split(".")[1] ?? ""}`;

  for (const bad of [`${payload ?? ""}.${"A".repeat(43)}`, forged]) {
    await openStore(page, `/unsubscribe?token=${encodeURIComponent(bad)}`);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("alert")).toHaveText(NEWSLETTER_MESSAGES.unsubscribeTokenInvalid);
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeEnabled();
  }
  expect(await isSubscribed(email)).toBe(true);
});

test("a link without its token says it is incomplete", async ({ page }) => {
  await openStore(page, "/unsubscribe");
  await expect(page.getByRole("alert")).toHaveText(NEWSLETTER_MESSAGES.unsubscribeTokenMissing);
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
});
