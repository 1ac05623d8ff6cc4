import { expect, type Locator, type Page } from "@playwright/test";

/*
 * What the tests of the login and register pages share: the password their accounts use, the
 * form's alert, the dialogs that close themselves, and the sign-in calls a page sends.
 */

/** The form's line for a wrong or unknown address or password. */
export const INVALID = "Please provide a valid email and password";
/** The password of the accounts these tests create. */
export const PASSWORD = "s3cret-pass";
/** The Auth call that signs in with an e-mail and password. */
export const SIGN_IN_REQUEST = "**/accounts:signInWithPassword?**";

/** The form's alert, line by line: the form's own line, then what the error code adds. */
export async function expectAlert(form: Locator, ...lines: string[]): Promise<void> {
  await expect(form.getByRole("alert").locator("p")).toHaveText(lines);
}

/**
 * A SweetAlert2 dialog with no button that closes itself after `ms`. Its timer starts once the
 * action at `actedAt` opened it, so however late the test sees it (a page busy rendering is
 * checked late), it cannot close sooner than `ms` after that action.
 */
export async function expectSelfClosingDialog(
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
export function recordSignInRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (/accounts:(signInWithPassword|signUp)/.test(request.url())) sent.push(request.url());
  });
  return sent;
}
