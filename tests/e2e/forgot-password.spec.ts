import {
  accountButton,
  logInThroughForm,
  loginForm,
  resetCodesFor,
  signOutFromMenu,
} from "./support/account.ts";
import { createAccount, uniqueEmail } from "./support/auth.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const NEUTRAL =
  "If an account exists for that address, we have sent a link to reset its password. Please check your inbox.";
const DEAD_LINK = /This link has expired or has already been used/;
const OLD_PASSWORD = "old-password-1";
const NEW_PASSWORD = "new-password-2";

function resetRequestForm(page: import("@playwright/test").Page) {
  const form = page.getByRole("form", { name: "Reset password" });
  return {
    email: form.getByLabel("Email"),
    submit: form.getByRole("button", { name: "Send reset link" }),
    status: form.getByRole("status"),
  };
}

test.describe("forgot password", () => {
  test("/login links to it, and an unknown address gets the same answer as a known one", async ({
    page,
  }) => {
    await openStore(page, "/login");
    await page.getByRole("main").getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Forgot your password?" }),
    ).toBeVisible();

    const unknown = uniqueEmail("nobody");
    const form = resetRequestForm(page);
    await form.email.fill(unknown);
    await form.submit.click();
    await expect(form.status).toHaveText(NEUTRAL);
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(await resetCodesFor(unknown)).toEqual([]);
    await expectAccessible(page);

    const known = uniqueEmail("known");
    await createAccount(known, OLD_PASSWORD, "Known Reader");
    await openStore(page, "/forgot-password");
    await form.email.fill(known);
    await form.submit.click();
    await expect(form.status).toHaveText(NEUTRAL);
    await expect.poll(async () => (await resetCodesFor(known)).length).toBe(1);
  });

  test("a reset link sets a new password and signs the customer in; it works once", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("reset");
    await createAccount(email, OLD_PASSWORD, "Reset Reader");
    await openStore(page, "/forgot-password");
    const form = resetRequestForm(page);
    await form.email.fill(email);
    await form.submit.click();
    await expect(form.status).toHaveText(NEUTRAL);
    await expect.poll(async () => (await resetCodesFor(email)).length).toBe(1);
    const [code = ""] = await resetCodesFor(email);

    const link = `/account/action?mode=resetPassword&oobCode=${encodeURIComponent(code)}`;
    await openStore(page, link);
    await expect(page.getByTestId("reset-email")).toHaveText(email);
    const reset = page.getByRole("form", { name: "New password" });
    const password = reset.getByLabel("New password");
    await password.fill("abc");
    await reset.getByRole("button", { name: "Set new password" }).click();
    await expect(reset.getByRole("alert")).toHaveText("Your password needs at least 6 characters.");
    await expect(password).toHaveAttribute("aria-invalid", "true");

    await password.fill(NEW_PASSWORD);
    await reset.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(accountButton(page)).toHaveAccessibleName("Account of Reset Reader");

    await signOutFromMenu(page);
    await openStore(page, "/login");
    await logInThroughForm(page, email, OLD_PASSWORD);
    await expect(loginForm(page).form.getByRole("alert")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, email, NEW_PASSWORD);
    await expect(accountButton(page)).toHaveAccessibleName("Account of Reset Reader");

    // The link is spent.
    await openStore(page, link);
    await expect(page.getByRole("alert")).toHaveText(DEAD_LINK);
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  test("a garbage or missing code, or an unknown mode, says so plainly", async ({ page }) => {
    await openStore(page, "/account/action?mode=resetPassword&oobCode=not-a-real-code");
    await expect(page.getByRole("alert")).toHaveText(DEAD_LINK);
    await expect(page.getByRole("form", { name: "New password" })).toHaveCount(0);
    await expectAccessible(page);

    await openStore(page, "/account/action?mode=resetPassword");
    await expect(page.getByRole("alert")).toHaveText(DEAD_LINK);

    // A verification link whose code is not one Firebase Auth issued.
    await openStore(page, "/account/action?mode=verifyEmail&oobCode=abc");
    await expect(page.getByRole("alert")).toHaveText(
      /^This link has expired or has already been used\. Sign in and ask for a new one/,
    );

    for (const query of ["?mode=recoverEmail&oobCode=abc", ""]) {
      await openStore(page, `/account/action${query}`);
      await expect(page.getByRole("alert")).toHaveText(/This link is not one the store can open/);
    }
  });
});
