import type { Page } from "@playwright/test";

import { accountButton, loginForm, registerForm } from "./support/account.ts";
import { createAccount, uniqueEmail } from "./support/auth.ts";
import {
  expectAlert,
  expectSelfClosingDialog,
  INVALID,
  PASSWORD,
  recordSignInRequests,
} from "./support/sign-in-pages.ts";
import { expectAccessible, expectRefusedAsEmpty, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

/** Fills the register form (the name only when given) and sends it; answers when it was sent. */
async function sendRegistration(
  page: Page,
  fields: { name?: string; email: string; password: string },
): Promise<number> {
  const form = registerForm(page);
  if (fields.name !== undefined) await form.name.fill(fields.name);
  await form.email.fill(fields.email);
  await form.password.fill(fields.password);
  const sentAt = Date.now();
  await form.submit.click();
  return sentAt;
}

test.describe("register page", () => {
  test("has name, e-mail, password, Register, Google and a link to Login", async ({ page }) => {
    await openStore(page, "/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const { name, email, password, submit } = registerForm(page);
    await expect(page.getByText("Name (optional)")).toBeVisible();
    await expect(name).not.toHaveAttribute("required");
    await expect(name).toHaveAttribute("maxlength", "100");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("required", "");
    await expect(submit).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("button", { name: "Sign-in with Google" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expectAccessible(page);
  });

  test("a new account says 'User registered!' and goes to /login, signed out", async ({ page }) => {
    const email = uniqueEmail("new");
    await openStore(page, "/register");
    const actedAt = await sendRegistration(page, {
      name: "  Ada Reader ",
      email,
      password: PASSWORD,
    });

    await expectSelfClosingDialog(page, "User registered!", "success", 2000, actedAt);
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginForm(page).email).toHaveValue(email);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

    // The account exists: logging in with it works.
    await loginForm(page).password.fill(PASSWORD);
    await loginForm(page).submit.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toHaveAccessibleName("Account of Ada Reader");
  });

  test("a too-short password gets the policy's sentence, never a code", async ({ page }) => {
    await openStore(page, "/register");
    await sendRegistration(page, {
      name: "Weak Password",
      email: uniqueEmail("weak"),
      password: "abc",
    });
    const form = registerForm(page);

    await expectAlert(form.form, INVALID, "Your password needs at least 6 characters.");
    await expect(form.password).toHaveAccessibleDescription(
      /Please provide a valid email and password\s*Your password needs at least 6 characters\./,
    );
    await expect(form.password).toHaveAttribute("aria-invalid", "true");
    await expect(form.email).toHaveAttribute("aria-invalid", "false");
    await expect(page).toHaveURL(/\/register$/);
    await expectAccessible(page);
  });

  test("an address already in use is told to log in", async ({ page }) => {
    const email = uniqueEmail("taken");
    await createAccount(email, PASSWORD);
    await openStore(page, "/register");
    await sendRegistration(page, { name: "Taken Address", email, password: "another-pass" });
    const form = registerForm(page);
    await expectAlert(
      form.form,
      INVALID,
      "An account with this e-mail already exists. Please log in.",
    );
    await expect(form.email).toHaveAttribute("aria-invalid", "true");
    await expect(form.email).toHaveAccessibleDescription(/Please log in\.$/);
    await expect(form.password).toHaveAttribute("aria-invalid", "false");
    await expect(page).toHaveURL(/\/register$/);
  });

  test("empty fields are blocked by the browser and nothing is sent", async ({ page }) => {
    const sent = recordSignInRequests(page);
    await openStore(page, "/register");
    const { email, submit } = registerForm(page);
    await submit.click();
    await expectRefusedAsEmpty(email);
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
  });

  test("an account needs no name: it is greeted as User until it sets one", async ({ page }) => {
    const email = uniqueEmail("nameless");
    await openStore(page, "/register");
    const actedAt = await sendRegistration(page, { email, password: PASSWORD });
    await expectSelfClosingDialog(page, "User registered!", "success", 2000, actedAt);
    await expect(page).toHaveURL(/\/login$/);
    await loginForm(page).password.fill(PASSWORD);
    await loginForm(page).submit.click();
    await expect(page).toHaveURL(/\/$/);
    await openStore(page, "/user-dashboard");
    await expect(page.getByText("Welcome, User!")).toBeVisible();
  });
});

test("both pages fit a 360 px screen without scrolling sideways", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/login", "/register"]) {
    await openStore(page, path);
    await expect(page.getByRole("button", { name: "Sign-in with Google" })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  }
});
