import type { Page } from "@playwright/test";

import { accountButton, logInThroughForm, loginForm, signOutFromMenu } from "./support/account.ts";
import { uniqueEmail } from "./support/auth.ts";
import { checkoutForm, idTokenOf, signedInShopper, SHOPPER_PASSWORD } from "./support/shopper.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

async function openAccountFromMenu(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByRole("banner").getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
}

function passwordForm(page: Page) {
  const form = page.getByRole("form", { name: "Change password" });
  return {
    form,
    current: form.getByLabel("Current password"),
    next: form.getByLabel("New password"),
    submit: form.getByRole("button", { name: "Change password" }),
  };
}

test.describe("the account page", () => {
  test("is for signed-in customers only", async ({ page }) => {
    await openStore(page, "/account");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a new name shows in the header, the dashboard and checkout without a reload", async ({
    page,
  }) => {
    await signedInShopper(page, "Test Shopper");
    await openAccountFromMenu(page);
    const form = page.getByRole("form", { name: "Name" });
    const name = form.getByLabel("Name");
    await expect(name).toHaveValue("Test Shopper");
    await expectAccessible(page);

    await name.fill("   ");
    await form.getByRole("button", { name: "Save name" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please enter your name.");
    await expect(accountButton(page)).toHaveAccessibleName("Account of Test Shopper");

    await name.fill("  Grace Renamed ");
    await form.getByRole("button", { name: "Save name" }).click();
    await expect(form.getByRole("status")).toHaveText("Your name is saved.");
    await expect(name).toHaveValue("Grace Renamed");
    await expect(accountButton(page)).toHaveAccessibleName("Account of Grace Renamed");

    // Within the app (no page load): the dashboard and checkout read the same session.
    await accountButton(page).click();
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByText("Welcome, Grace Renamed!")).toBeVisible();
    await accountButton(page).click();
    await page.getByRole("banner").getByRole("link", { name: "Check Out" }).click();
    await expect(checkoutForm(page).name).toHaveValue("Grace Renamed");

    // And it is the account's, not this page's: a fresh load shows it too.
    await page.reload();
    await expect(accountButton(page)).toHaveAccessibleName("Account of Grace Renamed");
  });

  test("an account without a name is greeted as User, and named by its address elsewhere", async ({
    page,
  }) => {
    const shopper = await signedInShopper(page, null);
    const local = shopper.email.split("@")[0] ?? "";
    await expect(accountButton(page)).toHaveAccessibleName(`Account of ${local}`);
    await openStore(page, "/user-dashboard");
    await expect(page.getByText("Welcome, User!")).toBeVisible();
    await openStore(page, "/checkout");
    await expect(checkoutForm(page).name).toHaveValue(local);
  });

  test("changing the password needs the current one; then only the new one signs in", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const shopper = await signedInShopper(page, "Pass Changer");
    await openStore(page, "/account");
    const form = passwordForm(page);

    await form.current.fill("not-my-password");
    await form.next.fill("brand-new-pass");
    await form.submit.click();
    await expect(form.form.getByRole("alert")).toHaveText("Your current password is not correct.");
    await expect(form.current).toHaveAttribute("aria-invalid", "true");

    await form.current.fill(SHOPPER_PASSWORD);
    await form.next.fill("abc");
    await form.submit.click();
    await expect(form.form.getByRole("alert")).toHaveText(
      "Your password needs at least 6 characters.",
    );
    await expect(form.next).toHaveAttribute("aria-invalid", "true");

    await form.next.fill("brand-new-pass");
    await form.submit.click();
    await expect(form.form.getByRole("status")).toHaveText("Your password is changed.");
    await expect(form.current).toHaveValue("");
    // Still signed in, on the new password.
    await expect(accountButton(page)).toHaveAccessibleName("Account of Pass Changer");

    await signOutFromMenu(page);
    await openStore(page, "/login");
    await logInThroughForm(page, shopper.email, SHOPPER_PASSWORD);
    await expect(loginForm(page).form.getByRole("alert")).toBeVisible();
    await logInThroughForm(page, shopper.email, "brand-new-pass");
    await expect(accountButton(page)).toHaveAccessibleName("Account of Pass Changer");
  });

  test("'Sign out of all devices' signs out here and the API refuses older tokens", async ({
    page,
    request,
  }) => {
    const shopper = await signedInShopper(page, "Many Devices");
    const otherDevice = await idTokenOf(shopper);
    const ownOrders = `/api/orders/email/${encodeURIComponent(shopper.email)}`;
    const auth = { Authorization: `Bearer ${otherDevice}` };
    expect((await request.get(ownOrders, { headers: auth })).status()).toBe(200);
    // Revocation counts whole seconds: it refuses tokens from sign-ins before its second.
    await page.waitForTimeout(1100);

    await openStore(page, "/account");
    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

    const after = await request.get(ownOrders, { headers: auth });
    expect(after.status()).toBe(401);
  });

  test("a Google account has no password to change", async ({ page }) => {
    await openStore(page, "/");
    await page.waitForFunction(() => window.bookstoreTestHooks !== undefined);
    const claims = {
      sub: `google-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      email: uniqueEmail("google-account"),
      name: "Google Reader",
    };
    await page.evaluate((c) => window.bookstoreTestHooks?.signInWithGoogle(c), claims);
    await expect(accountButton(page)).toHaveAccessibleName("Account of Google Reader");
    await openStore(page, "/account");
    await expect(
      page.getByText("You sign in with Google, so there is no password to change here."),
    ).toBeVisible();
    await expect(page.getByRole("form", { name: "Change password" })).toHaveCount(0);
  });
});
