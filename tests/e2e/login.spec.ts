import { EMULATOR_HOSTS } from "../../scripts/lib/paths.mjs";

import { accountButton, loginForm, logInThroughForm } from "./support/account.ts";
import { createAccount, uniqueEmail } from "./support/auth.ts";
import {
  expectAlert,
  expectSelfClosingDialog,
  INVALID,
  PASSWORD,
  recordSignInRequests,
  SIGN_IN_REQUEST,
} from "./support/sign-in-pages.ts";
import { expectAccessible, expectRefusedAsEmpty, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

test.describe("login page", () => {
  test("has e-mail, password, Login, Google and links to Register and the admin login", async ({
    page,
  }) => {
    await openStore(page, "/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const { email, password, submit } = loginForm(page);
    await expect(email).toHaveAttribute("type", "email");
    await expect(password).toHaveAttribute("type", "password");
    await expect(submit).toHaveAttribute("type", "submit");
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Sign-in with Google" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await expect(main.getByRole("link", { name: "Admin login" })).toHaveAttribute("href", "/admin");
    await expectAccessible(page);
  });

  test("empty fields are blocked by the browser and nothing is sent", async ({ page }) => {
    const sent = recordSignInRequests(page);
    await openStore(page, "/login");
    const { email, password, submit, form } = loginForm(page);
    await submit.click();
    await expectRefusedAsEmpty(email);
    await email.fill("ada@example.com");
    await submit.click();
    await expectRefusedAsEmpty(password);
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows the form's line, tied to the fields", async ({ page }) => {
    const email = uniqueEmail("wrong");
    await createAccount(email, PASSWORD);
    await openStore(page, "/login");
    await logInThroughForm(page, email, "not-the-password");

    const { form, email: emailBox, password } = loginForm(page);
    await expectAlert(form, INVALID);
    await expect(emailBox).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription(INVALID);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await expectAccessible(page);
  });

  test("an unknown address gets the same line and nothing more", async ({ page }) => {
    await openStore(page, "/login");
    await logInThroughForm(page, uniqueEmail("nobody"), PASSWORD);
    await expectAlert(loginForm(page).form, INVALID);
  });

  test("too many attempts and a lost connection are explained in words", async ({ page }) => {
    const email = uniqueEmail("throttled");
    await createAccount(email, PASSWORD);
    await openStore(page, "/login");
    const { form } = loginForm(page);

    await page.route(SIGN_IN_REQUEST, (route) =>
      route.fulfill({
        status: 400,
        json: {
          error: {
            code: 400,
            message: "TOO_MANY_ATTEMPTS_TRY_LATER : Too many unsuccessful login attempts.",
          },
        },
      }),
    );
    await logInThroughForm(page, email, PASSWORD);
    await expectAlert(
      form,
      INVALID,
      "Too many attempts to sign in. Please wait a few minutes before trying again.",
    );

    await page.unroute(SIGN_IN_REQUEST);
    await page.route(SIGN_IN_REQUEST, (route) => route.abort("internetdisconnected"));
    await loginForm(page).submit.click();
    await expectAlert(
      form,
      INVALID,
      "We could not reach the sign-in service. Please check your internet connection and try again.",
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a disabled account is told so", async ({ page }) => {
    const email = uniqueEmail("disabled");
    const uid = await createAccount(email, PASSWORD);
    const response = await fetch(
      `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/demo-bookstore/accounts:update`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: "Bearer owner" },
        body: JSON.stringify({ localId: uid, disableUser: true }),
      },
    );
    expect(response.ok).toBe(true);

    await openStore(page, "/login");
    await logInThroughForm(page, email, PASSWORD);
    await expectAlert(
      loginForm(page).form,
      INVALID,
      "This account has been disabled. Please contact us for help.",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  });

  test("signing in says 'Login successful!', goes home and shows the avatar menu", async ({
    page,
  }) => {
    const email = uniqueEmail("ada");
    await createAccount(email, PASSWORD, "Ada Lovelace");
    await openStore(page, "/login");
    const actedAt = Date.now();
    await logInThroughForm(page, email, PASSWORD);

    await expectSelfClosingDialog(page, "Login successful!", "success", 2000, actedAt);
    await expect(page).toHaveURL(/\/$/);

    const account = accountButton(page);
    await expect(account).toHaveAccessibleName("Account of Ada Lovelace");
    await expect(account.locator("img")).toHaveAttribute("src", "/default-avatar.svg");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toHaveCount(0);

    await account.click();
    const header = page.getByRole("banner");
    for (const [name, href] of [
      ["Dashboard", "/user-dashboard"],
      ["Orders", "/orders"],
      ["Cart", "/cart"],
      ["Check Out", "/checkout"],
    ] as const) {
      await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await header.getByRole("button", { name: "Sign Out" }).click();
    await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(accountButton(page)).toHaveCount(0);
  });
});
