import { readFileSync } from "node:fs";

import { expect, type Locator, type Page } from "@playwright/test";

import { STORE_URL } from "../../../scripts/lib/paths.mjs";
import { signInWithCustomToken } from "../../support/admin-session.ts";

import { openStore } from "./store-page.ts";

interface DemoAccounts {
  admin: { username: string; password: string };
}

/** The seeded demo admin (scripts/seed/demo-accounts.json). */
export const DEMO_ADMIN = (
  JSON.parse(
    readFileSync(new URL("../../../scripts/seed/demo-accounts.json", import.meta.url), "utf8"),
  ) as DemoAccounts
).admin;

export const DASHBOARD_HEADING = "Dashboard / Book Store Inventory";

export function adminLoginForm(page: Page) {
  const form = page.getByRole("form", { name: "Admin Login" });
  return {
    form,
    username: form.getByLabel("Username"),
    password: form.getByLabel("Password"),
    submit: form.getByRole("button", { name: "Login" }),
  };
}

/** Fills and sends the /admin form (the page must be on /admin). */
export async function submitAdminLogin(page: Page, username: string, password: string) {
  const form = adminLoginForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

/** Signs the demo admin in through /admin: 'Admin Login successful!' (2 s), then /dashboard. */
export async function loginAsAdmin(page: Page): Promise<void> {
  await openStore(page, "/admin");
  await submitAdminLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
  const welcome = page.getByRole("dialog", { name: "Admin Login successful!" });
  await expect(welcome).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  // The dialog has no button and closes itself after 2 s.
  await expect(welcome.getByRole("button")).toHaveCount(0);
  await expect(welcome).toBeHidden({ timeout: 8000 });
}

/** The demo admin's custom token from POST /api/auth/admin, and when it was issued. */
let demoAdminToken: { token: string; issuedAt: number } | undefined;
/** Custom tokens last an hour; a worker asks again well before. */
const TOKEN_REUSE_MS = 30 * 60_000;

async function demoAdminCustomToken(): Promise<string> {
  if (demoAdminToken !== undefined && Date.now() - demoAdminToken.issuedAt < TOKEN_REUSE_MS)
    return demoAdminToken.token;
  const { username, password } = DEMO_ADMIN;
  const response = await fetch(`${STORE_URL}/api/auth/admin`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  demoAdminToken = { token, issuedAt: Date.now() };
  return token;
}

/**
 * The demo admin on /dashboard without the login form, for tests of what an admin does there (the
 * form and its dialog are admin-login.spec.ts's): the API's custom token, asked once per worker,
 * through the app's emulator sign-in hook on /admin, which then opens the dashboard.
 */
export async function signInAsDemoAdmin(page: Page): Promise<void> {
  const token = await demoAdminCustomToken();
  await openStore(page, "/admin");
  await page.waitForFunction(() => window.bookstoreTestHooks !== undefined);
  await page.evaluate((custom) => window.bookstoreTestHooks?.signInWithCustomToken(custom), token);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
}

/** The dashboard's side nav. */
export function dashboardNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Dashboard" });
}

/** A SweetAlert2 dialog by its title. */
export function dialog(page: Page, title: string): Locator {
  return page.getByRole("dialog", { name: title });
}

/** Waits for a dialog that closes itself. */
export async function expectTimedDialog(page: Page, title: string, text?: string): Promise<void> {
  const shown = dialog(page, title);
  await expect(shown).toBeVisible();
  if (text !== undefined) await expect(shown).toHaveAccessibleDescription(text);
  await expect(shown.getByRole("button")).toHaveCount(0);
  await expect(shown).toBeHidden({ timeout: 8000 });
}

/**
 * No sideways scrolling at the page's current width, once the page has laid itself out again:
 * Chart.js resizes its canvas from a ResizeObserver callback, a frame after the width changes.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
}

/** The demo admin's ID token, through the API's login and the Auth emulator (for set-up calls). */
export async function adminIdToken(): Promise<string> {
  return signInWithCustomToken(await demoAdminCustomToken());
}
