import type { Page } from "@playwright/test";

import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/** web/src/config/env.ts's default, which the emulator build uses. */
const SUPPORT_EMAIL = "support@bookstore.example";

const WIDTHS = [360, 768, 1180, 1440];

function numberedHeadings(count: number): RegExp[] {
  return Array.from({ length: count }, (_, index) => new RegExp(`^${index + 1}\\. \\S`));
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
  }
}

test("/about describes the store as a full-stack demo and its stack", async ({ page }) => {
  await openStore(page, "/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Book Store");
  const main = page.getByRole("main");
  await expect(main).toContainText("full-stack demo");
  for (const audience of ["For shoppers", "For customers", "For administrators"]) {
    await expect(main.getByRole("heading", { name: audience })).toBeVisible();
  }
  for (const part of [
    "React",
    "Firebase Hosting",
    "Cloud Functions",
    "Cloud Firestore",
    "Firebase Authentication",
  ]) {
    await expect(main.getByRole("term").filter({ hasText: part })).toBeVisible();
  }
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test("/terms-conditions has 7 numbered sections", async ({ page }) => {
  await openStore(page, "/terms-conditions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  const sections = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(sections).toHaveText(numberedHeadings(7));
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(7);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test("/policy has a 7-section privacy policy and a 5-section shopping policy", async ({ page }) => {
  await openStore(page, "/policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const privacy = page.getByRole("region", { name: "Privacy Policy" });
  const shopping = page.getByRole("region", { name: "Shopping Policy" });
  await expect(privacy.getByRole("heading", { level: 3 })).toHaveText(numberedHeadings(7));
  await expect(shopping.getByRole("heading", { level: 3 })).toHaveText(numberedHeadings(5));

  await expect(shopping).toContainText("Orders are processed in 1-2 business days");
  await expect(shopping).toContainText("within 30 days of delivery for a refund or an exchange");
  await expect(shopping).toContainText("payment is cash on delivery only");
  await expect(shopping).toContainText("credit/debit card");
  await expect(shopping).toContainText("PayPal");
  const support = shopping.getByRole("link", { name: SUPPORT_EMAIL });
  await expect(support).toHaveAttribute("href", `mailto:${SUPPORT_EMAIL}`);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test("/accessibility states the standard, the checks, the limits and how to report a barrier", async ({
  page,
}) => {
  await openStore(page, "/accessibility");
  await expect(page).toHaveTitle("Accessibility | Book Store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessibility");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(numberedHeadings(5));
  await expect(main).toContainText("WCAG) 2.2 at level AA");
  await expect(main).toContainText("EN 301 549");
  await expect(main).toContainText("European Accessibility Act");
  await expect(main.getByRole("link", { name: "write to us" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
    "href",
    `mailto:${SUPPORT_EMAIL}`,
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
});

test("/thanks confirms the message and links home", async ({ page }) => {
  await openStore(page, "/thanks");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Form submitted!");
  await expect(page.getByText("I will respond to you soon", { exact: true })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
  await expect(page).toHaveURL("/");
});
