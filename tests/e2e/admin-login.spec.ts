import { ADMIN_LOGIN_LIMITS } from "@bookstore/shared/dashboard/admin-api.ts";

import { STORE_URL } from "../../scripts/lib/paths.mjs";

import {
  adminLoginForm,
  DASHBOARD_HEADING,
  dashboardNav,
  DEMO_ADMIN,
  dialog,
  loginAsAdmin,
  submitAdminLogin,
} from "./support/admin.ts";
import { createAccount, signInThroughApp, uniqueEmail } from "./support/auth.ts";
import { idTokenOf } from "./support/shopper.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const INVALID = "Please provide a valid email and password";

/** A username no admin has, so failed attempts never lock out the demo admin. */
function throwawayUsername(): string {
  return `nobody-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}`;
}

test.describe("admin login and session", () => {
  test("/admin: username, password, a link back to the user login; accessible, outside the shop shell", async ({
    page,
  }) => {
    await openStore(page, "/admin");
    await expect(
      page.getByRole("heading", { level: 1, name: "Admin Dashboard Login" }),
    ).toBeVisible();
    const form = adminLoginForm(page);
    await expect(form.username).toHaveAttribute("required", "");
    await expect(form.password).toHaveAttribute("required", "");
    await expect(form.password).toHaveAttribute("type", "password");
    await expect(page.getByRole("link", { name: "Back to the user login" })).toHaveAttribute(
      "href",
      "/login",
    );
    // No shop header or footer around it.
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expectAccessible(page);

    // Both fields are required: an empty submit sends nothing.
    let calls = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/admin")) calls += 1;
    });
    await form.submit.click();
    await expect(form.username).toBeFocused();
    expect(calls).toBe(0);
  });

  test("wrong credentials: one inline line, for an unknown user and a wrong password alike", async ({
    page,
  }) => {
    await openStore(page, "/admin");
    await submitAdminLogin(page, throwawayUsername(), "not-the-password");
    const alert = adminLoginForm(page).form.getByRole("alert");
    await expect(alert).toHaveText(INVALID);
    await expect(adminLoginForm(page).username).toHaveAttribute("aria-invalid", "true");

    // One wrong password for the demo admin (the lockout needs five; a later login resets it).
    await submitAdminLogin(page, DEMO_ADMIN.username, "wrong-password-1");
    await expect(alert).toHaveText(INVALID);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(dialog(page, "Admin Login successful!")).toHaveCount(0);
  });

  test("too many attempts: the API's 429 message shows inline", async ({ page, request }) => {
    test.setTimeout(90_000);
    const username = throwawayUsername();
    for (let attempt = 0; attempt < ADMIN_LOGIN_LIMITS.maxFailures; attempt += 1) {
      const response = await request.post("/api/auth/admin", {
        data: { username, password: "wrong-password" },
      });
      expect(response.status()).toBe(401);
    }
    await openStore(page, "/admin");
    await submitAdminLogin(page, username, "wrong-password");
    await expect(adminLoginForm(page).form.getByRole("alert")).toHaveText(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
  });

  test("the demo admin signs in: dialog, /dashboard, the user card, and the shop header's Dashboard link", async ({
    page,
  }) => {
    await loginAsAdmin(page);
    await expect(page.getByTestId("admin-user-card")).toContainText(DEMO_ADMIN.username);
    await expect(page.getByTestId("admin-user-card")).toContainText("Administrator");
    for (const name of [
      "Dashboard",
      "Manage Books",
      "Add New Book",
      "Orders",
      "Messages",
      "Subscribers",
    ]) {
      await expect(dashboardNav(page).getByRole("link", { name, exact: true })).toBeVisible();
    }
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Manage Books" })).toHaveAttribute(
      "href",
      "/dashboard/manage-books",
    );
    await expect(main.getByRole("link", { name: "Add New Book" })).toHaveAttribute(
      "href",
      "/dashboard/add-new-book",
    );

    // /admin while signed in goes straight on; the shop's header links back to the dashboard.
    await openStore(page, "/admin");
    await expect(page).toHaveURL(/\/dashboard$/);
    await openStore(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  });

  test("Log out ends the session and goes to '/'", async ({ page }) => {
    await loginAsAdmin(page);
    const logout = page.waitForResponse("**/api/auth/admin/logout");
    await page.getByRole("button", { name: "Log out" }).click();
    expect((await logout).status()).toBe(204);
    await expect(page).toHaveURL(`${STORE_URL}/`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await openStore(page, "/dashboard");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("without an admin session the dashboard routes go to /admin", async ({ page }) => {
    for (const path of [
      "/dashboard",
      "/dashboard/manage-books",
      "/dashboard/add-new-book",
      "/dashboard/edit-book/some-book",
      "/dashboard/orders",
    ]) {
      await openStore(page, path);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(adminLoginForm(page).form).toBeVisible();
    }
  });

  test("a signed-in customer cannot reach the dashboard", async ({ page, request }) => {
    const email = uniqueEmail("not-admin");
    await createAccount(email, "customer-pass-1");
    await openStore(page, "/");
    await signInThroughApp(page, email, "customer-pass-1");
    await openStore(page, "/dashboard");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toHaveCount(0);

    // The API refuses the customer's token too.
    const token = await idTokenOf({ email, password: "customer-pass-1", displayName: null });
    const answer = await request.get("/api/admin", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(403);
    expect((await request.get("/api/admin")).status()).toBe(401);
  });

  test("3600 s after sign-in: 'Token expired!' / 'Please login again.', signed out, on '/'", async ({
    page,
  }) => {
    await page.clock.install();
    await loginAsAdmin(page);

    await page.clock.fastForward("59:00");
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
    await expect(dialog(page, "Token expired!")).toHaveCount(0);

    await page.clock.fastForward("01:01");
    const expired = dialog(page, "Token expired!");
    await expect(expired).toBeVisible();
    await expect(expired).toHaveAccessibleDescription("Please login again.");
    await expect(page).toHaveURL(`${STORE_URL}/`);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await page.clock.runFor(3500);
    await expect(expired).toBeHidden();

    await openStore(page, "/dashboard");
    await expect(page).toHaveURL(/\/admin$/);
  });
});
