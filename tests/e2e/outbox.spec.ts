import { NEWSLETTER_MESSAGES } from "@bookstore/shared/newsletter/newsletter.ts";

import { subscribersCollection } from "../../functions/src/lib/collections/subscribers.ts";
import { subscriberId } from "../../functions/src/lib/subscriber-id.ts";
import { adminDb } from "../support/admin-session.ts";
import { deleteMailTo } from "../support/mail.ts";
import { clearClientRateLimits } from "../support/rate-limits.ts";

import { dashboardNav, expectNoHorizontalScroll, signInAsDemoAdmin } from "./support/admin.ts";
import { showFooterNewsletter } from "./support/footer-newsletter.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const email = `outbox-${String(Date.now())}-${Math.random().toString(36).slice(2)}@example.com`;

/** A page with the footer's sign-up that calls no API while it loads. */
const SIGN_UP_PAGE = "/about";

test.beforeAll(async ({ request }) => {
  // Loads the emulated API once, so the first sign-up does not wait for it to start.
  await request.get("/api/newsletter", { timeout: 60_000 });
});

test.beforeEach(clearClientRateLimits);

test.afterAll(async () => {
  await Promise.all([
    deleteMailTo(email),
    subscribersCollection(adminDb).doc(subscriberId(email)).delete(),
    clearClientRateLimits(),
  ]);
});

test("a footer sign-up's welcome mail shows in the Outbox, its text and its HTML", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const cspReports: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) cspReports.push(message.text());
  });

  await openStore(page, SIGN_UP_PAGE);
  const { box, subscribe } = await showFooterNewsletter(page);
  await box.fill(email);
  await subscribe.click();
  await expect(page.getByRole("dialog", { name: "Subscribed!" })).toBeVisible({ timeout: 30_000 });

  await signInAsDemoAdmin(page);
  await dashboardNav(page).getByRole("link", { name: "Outbox" }).click();
  await expect(page).toHaveURL(/\/dashboard\/outbox$/);
  await expect(page.getByRole("heading", { level: 2, name: "Outbox" })).toBeVisible();
  const mail = page.getByTestId("outbox-mail").filter({ hasText: email });
  await expect(mail).toHaveCount(1);
  await expect(mail.getByTestId("mail-to")).toHaveText(email);
  await expect(mail.getByTestId("mail-subject")).toHaveText(NEWSLETTER_MESSAGES.welcomeSubject);
  await expect(mail.getByTestId("mail-delivery")).toHaveText(/^Not sent yet/);
  await expect(mail.locator("time")).toHaveCount(1);

  // axe checks the list before a mail opens: it cannot run inside the mail's frame, whose
  // sandbox allows no scripts.
  await expectAccessible(page);
  const choose = mail.getByRole("button");
  await expect(choose).toHaveAttribute("aria-expanded", "false");
  await choose.click();
  await expect(choose).toHaveAttribute("aria-expanded", "true");
  await expect(mail.getByTestId("mail-text")).toContainText("/unsubscribe?token=");
  await expect(mail.getByText("List-Unsubscribe-Post")).toBeVisible();

  // Sandboxed: no scripts, forms, popups or navigation of the page. Only its origin is kept,
  // for the page to write the mail in with its inline styles.
  const frame = mail.locator("iframe");
  await expect(frame).toHaveAttribute("sandbox", "allow-same-origin");
  await expect(frame).toHaveAttribute("title", `The HTML of the mail to ${email}`);
  const html = mail.frameLocator("iframe");
  await expect(html.getByText("Thank you for subscribing.", { exact: false })).toBeVisible();
  await expect(html.locator("body")).toHaveCSS("font-family", "sans-serif");
  await expect(html.getByRole("link", { name: "Unsubscribe" })).toHaveAttribute(
    "href",
    /\/unsubscribe\?token=[\w-]+\.[\w-]{43}$/,
  );
  expect(cspReports).toEqual([]);
  for (const width of [360, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
  }

  await choose.click();
  await expect(mail.locator("iframe")).toHaveCount(0);
});
