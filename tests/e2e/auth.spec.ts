import type { Locator, Page } from "@playwright/test";

import { EMULATOR_HOSTS } from "../../scripts/lib/paths.mjs";

import { createAccount, uniqueEmail } from "./support/auth.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const INVALID = "Please provide a valid email and password";
const PASSWORD = "s3cret-pass";
const SIGN_IN_REQUEST = "**/accounts:signInWithPassword?**";

function loginForm(page: Page) {
  const form = page.getByRole("form", { name: "Login" });
  return {
    form,
    email: form.getByLabel("Email"),
    password: form.getByLabel("Password"),
    submit: form.getByRole("button", { name: "Login" }),
  };
}

function registerForm(page: Page) {
  const form = page.getByRole("form", { name: "Register" });
  return {
    form,
    name: form.getByLabel("Name (optional)", { exact: true }),
    email: form.getByLabel("Email"),
    password: form.getByLabel("Password"),
    submit: form.getByRole("button", { name: "Register" }),
  };
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  const { email: emailBox, password: passwordBox, submit } = loginForm(page);
  await emailBox.fill(email);
  await passwordBox.fill(password);
  await submit.click();
}

/** The form's alert, line by line: the form's own line, then what the error code adds. */
async function expectAlert(form: Locator, ...lines: string[]): Promise<void> {
  await expect(form.getByRole("alert").locator("p")).toHaveText(lines);
}

function accountButton(page: Page): Locator {
  return page.getByRole("banner").getByRole("button", { name: /^Account of / });
}

/**
 * A SweetAlert2 dialog with no button that closes itself after `ms`. Its timer starts once the
 * action at `actedAt` opened it, so however late the test sees it (a page busy rendering is
 * checked late), it cannot close sooner than `ms` after that action.
 */
async function expectTimedDialog(
  page: Page,
  title: string,
  icon: "success" | "error",
  ms: number,
  actedAt: number,
): Promise<void> {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(`.swal2-icon.swal2-${icon}`)).toBeVisible();
  await expect(dialog.getByRole("button")).toHaveCount(0);
  await expect(dialog).toBeHidden({ timeout: ms + 3000 });
  expect(Date.now() - actedAt).toBeGreaterThanOrEqual(ms);
}

/** Records the sign-in and sign-up calls, so a test can see that none was sent. */
function recordSignInRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (/accounts:(signInWithPassword|signUp)/.test(request.url())) sent.push(request.url());
  });
  return sent;
}

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
    await expect(email).toBeFocused();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    await email.fill("ada@example.com");
    await submit.click();
    await expect(password).toBeFocused();
    expect(await password.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    await expect(form.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows the form's line, tied to the fields", async ({ page }) => {
    const email = uniqueEmail("wrong");
    await createAccount(email, PASSWORD);
    await openStore(page, "/login");
    await logIn(page, email, "not-the-password");

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
    await logIn(page, uniqueEmail("nobody"), PASSWORD);
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
    await logIn(page, email, PASSWORD);
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
    await logIn(page, email, PASSWORD);
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
    await logIn(page, email, PASSWORD);

    await expectTimedDialog(page, "Login successful!", "success", 2000, actedAt);
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

    await expectTimedDialog(page, "User registered!", "success", 2000, actedAt);
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
    await expectTimedDialog(page, "User registered!", "success", 2000, actedAt);
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

test.describe("route guards", () => {
  for (const path of ["/checkout", "/orders", "/user-dashboard"]) {
    test(`${path} sends a visitor to /login and back after signing in`, async ({ page }) => {
      const email = uniqueEmail("guarded");
      await createAccount(email, PASSWORD);
      await openStore(page, path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(loginForm(page).form).toBeVisible();

      await logIn(page, email, PASSWORD);
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
    await loginForm(page).password.fill(PASSWORD);
    await loginForm(page).submit.click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test("signing out on a guarded page goes to /login", async ({ page }) => {
    const email = uniqueEmail("leaving");
    await createAccount(email, PASSWORD);
    await openStore(page, "/user-dashboard");
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await accountButton(page).click();
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("'Loading..' shows while the session resolves", async ({ page }) => {
    const email = uniqueEmail("slow");
    await createAccount(email, PASSWORD);
    await openStore(page, "/login");
    await logIn(page, email, PASSWORD);
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
    await expectTimedDialog(page, "Google sign in failed!", "error", 3000, clickedAt);
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
