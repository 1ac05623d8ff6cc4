import { accountButton, loginForm, logInThroughForm, registerForm } from "./support/account.ts";
import { expectTimedDialog } from "./support/admin.ts";
import { createAccount, uniqueEmail } from "./support/auth.ts";
import { expectSelfClosingDialog, PASSWORD } from "./support/sign-in-pages.ts";
import { openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

test.describe("route guards", () => {
  for (const path of ["/checkout", "/orders", "/user-dashboard"]) {
    test(`${path} sends a visitor to /login and back after signing in`, async ({ page }) => {
      const email = uniqueEmail("guarded");
      await createAccount(email, PASSWORD);
      await openStore(page, path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(loginForm(page).form).toBeVisible();

      await logInThroughForm(page, email, PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("dialog", { name: "Login successful!" })).toBeVisible();
      await expect(loginForm(page).form).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(accountButton(page)).toBeVisible();
    });
  }

  test("the wanted page survives a detour through /register", async ({ page }) => {
    const email = uniqueEmail("detour");
    await openStore(page, "/orders");
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("main").getByRole("link", { name: "Register" }).click();
    const form = registerForm(page);
    await form.name.fill("Detour Reader");
    await form.email.fill(email);
    await form.password.fill(PASSWORD);
    await form.submit.click();
    await expect(page).toHaveURL(/\/login$/);
    // The dialog's code loads on first use, so it opens a moment after /login shows: a click sent
    // then is pressed on the page and released on the dialog, and lost. A shopper waits it out.
    await expectTimedDialog(page, "User registered!");
    await loginForm(page).password.fill(PASSWORD);
    await loginForm(page).submit.click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test("signing out on a guarded page goes to /login", async ({ page }) => {
    const email = uniqueEmail("leaving");
    await createAccount(email, PASSWORD);
    await openStore(page, "/user-dashboard");
    await logInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expectTimedDialog(page, "Login successful!");
    await accountButton(page).click();
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("'Loading..' shows while the session resolves", async ({ page }) => {
    const email = uniqueEmail("slow");
    await createAccount(email, PASSWORD);
    await openStore(page, "/login");
    await logInThroughForm(page, email, PASSWORD);
    await expect(accountButton(page)).toBeVisible();

    // On start the SDK re-reads the stored user from the provider; hold that answer back.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/accounts:lookup?**", async (route) => {
      await released;
      await route.continue();
    });
    await openStore(page, "/checkout");
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Loading..");
    await expect(page).toHaveURL(/\/checkout$/);
    release();
    await expect(page.getByRole("main").getByText("Loading..", { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(loginForm(page).form).toHaveCount(0);
    await expect(accountButton(page)).toBeVisible();
  });
});

test.describe("Google sign-in", () => {
  test("offline the button fails at once with the failure dialog", async ({ page }) => {
    await openStore(page, "/login");
    const clickedAt = Date.now();
    await page.getByRole("button", { name: "Sign-in with Google" }).click();
    const dialog = page.getByRole("dialog", { name: "Google sign in failed!" });
    await expect(dialog).toBeVisible({ timeout: 5000 });
    expect(Date.now() - clickedAt).toBeLessThan(5000);
    await expect(dialog).toHaveAccessibleDescription("Please try again.");
    await expectSelfClosingDialog(page, "Google sign in failed!", "error", 3000, clickedAt);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("offline the register page's button fails the same way", async ({ page }) => {
    await openStore(page, "/register");
    await page.getByRole("button", { name: "Sign-in with Google" }).click();
    const dialog = page.getByRole("dialog", { name: "Google sign in failed!" });
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await expect(dialog).toHaveAccessibleDescription("Please try again.");
    await expect(dialog.locator(".swal2-icon.swal2-error")).toBeVisible();
  });

  test("a Google user's header shows their picture and name", async ({ page }) => {
    const picture =
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 2'%3E%3Crect width='2' height='2' fill='%23c00'/%3E%3C/svg%3E";
    await openStore(page, "/");
    await page.waitForFunction(() => window.bookstoreTestHooks !== undefined);
    const claims = {
      sub: `google-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
      email: uniqueEmail("grace"),
      name: "Grace Hopper",
      picture,
    };
    await page.evaluate((c) => window.bookstoreTestHooks?.signInWithGoogle(c), claims);

    const account = accountButton(page);
    await expect(account).toHaveAccessibleName("Account of Grace Hopper");
    await expect(account.locator("img")).toHaveAttribute("src", picture);
    expect(
      await account.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
    ).toBe(true);

    // The guarded pages let a Google user in.
    await openStore(page, "/orders");
    await expect(page).toHaveURL(/\/orders$/);
    await expect(accountButton(page)).toHaveAccessibleName("Account of Grace Hopper");
  });
});
