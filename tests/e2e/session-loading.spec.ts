import type { Page } from "@playwright/test";

import { signInThroughApp } from "./support/auth.ts";
import { signedInShopper } from "./support/shopper.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/** The database Firebase Auth opens for its stored session as soon as the SDK starts. */
const AUTH_DATABASE = "firebaseLocalStorageDb";

async function authStarted(page: Page): Promise<boolean> {
  const databases = await page.evaluate(() => indexedDB.databases());
  return databases.some((database) => database.name === AUTH_DATABASE);
}

function accountButton(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^Account of / });
}

function logInLink(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: "Log in" });
}

test.describe("Firebase Auth loads only when a session may exist", () => {
  test("a visitor who never signed in browses without it, and the login page starts it", async ({
    page,
  }) => {
    for (const path of ["/", "/categories", "/cart"]) {
      await openStore(page, path);
      await expect(logInLink(page)).toBeVisible();
      // Firestore's listen channel never lets the network go idle: give any late load a second.
      await page.waitForLoadState("load");
      await page.waitForTimeout(1000);
      expect(await authStarted(page), `Auth started on ${path}`).toBe(false);
    }
    await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
    await expect(page.getByRole("form", { name: "Login" })).toBeVisible();
    await expect.poll(() => authStarted(page)).toBe(true);
  });

  test("a returning customer's page loads it at once and shows the account menu", async ({
    page,
  }) => {
    const shopper = await signedInShopper(page);
    await openStore(page, "/categories");
    await expect(accountButton(page)).toHaveAccessibleName(`Account of ${shopper.displayName}`);
    await expect(logInLink(page)).toHaveCount(0);
  });

  test("signing in in another tab updates this tab's header", async ({ context }) => {
    const browsing = await context.newPage();
    await openStore(browsing, "/");
    await expect(logInLink(browsing)).toBeVisible();

    const signingIn = await context.newPage();
    const shopper = await signedInShopper(signingIn);
    await expect(accountButton(browsing)).toHaveAccessibleName(`Account of ${shopper.displayName}`);

    await accountButton(signingIn).click();
    await signingIn.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(logInLink(browsing)).toBeVisible();
  });

  test("signing out and back in keeps the header right after a reload", async ({ page }) => {
    const shopper = await signedInShopper(page);
    await accountButton(page).click();
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(logInLink(page)).toBeVisible();
    await openStore(page, "/");
    await expect(logInLink(page)).toBeVisible();

    await signInThroughApp(page, shopper.email, shopper.password);
    await openStore(page, "/");
    await expect(accountButton(page)).toBeVisible();
  });
});
