import { accountButton, loginForm, registerForm } from "./support/account.ts";
import { createAccount, uniqueEmail } from "./support/auth.ts";
import {
  expectAlert,
  expectSelfClosingDialog,
  INVALID,
  PASSWORD,
  recordSignInRequests,
} from "./support/sign-in-pages.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

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
    const form = registerForm(page);
    await form.name.fill("  Ada Reader ");
    await form.email.fill(email);
    await form.password.fill(PASSWORD);
    const actedAt = Date.now();
    await form.submit.click();

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
    const form = registerForm(page);
    await form.name.fill("Weak Password");
    await form.email.fill(uniqueEmail("weak"));
    await form.password.fill("abc");
    await form.submit.click();

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
    const form = registerForm(page);
    await form.name.fill("Taken Address");
    await form.email.fill(email);
    await form.password.fill("another-pass");
    await form.submit.click();
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
    await expect(email).toBeFocused();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
  });

  test("an account needs no name: it is greeted as User until it sets one", async ({ page }) => {
    const email = uniqueEmail("nameless");
    await openStore(page, "/register");
    const form = registerForm(page);
    await form.email.fill(email);
    await form.password.fill(PASSWORD);
    const actedAt = Date.now();
    await form.submit.click();
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
