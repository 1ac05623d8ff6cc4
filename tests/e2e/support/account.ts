import { expect, type Page } from "@playwright/test";

import { EMULATOR_HOSTS, PROJECT_ID } from "../../../scripts/lib/paths.mjs";

/** The Auth emulator of this suite (its ports shift with BOOKSTORE_EMULATOR_PORT_OFFSET). */
const AUTH_EMULATOR = `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}`;

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** The codes of the links of one kind the Auth emulator has "sent" to `email`, oldest first. */
async function oobCodesFor(email: string, requestType: string): Promise<string[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === requestType)
    .map((code) => code.oobCode);
}

/** The codes of the reset links the Auth emulator has "sent" to `email`, oldest first. */
export function resetCodesFor(email: string): Promise<string[]> {
  return oobCodesFor(email, "PASSWORD_RESET");
}

/** The codes of the address verification links "sent" to `email`, oldest first. */
export function verifyCodesFor(email: string): Promise<string[]> {
  return oobCodesFor(email, "VERIFY_EMAIL");
}

/** The header's account button, named after the signed-in customer. */
export function accountButton(page: Page) {
  return page.getByRole("banner").getByRole("button", { name: /^Account of / });
}

/** Signs out through the header's account menu. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
}

/** The login form's fields. */
export function loginForm(page: Page) {
  const form = page.getByRole("form", { name: "Login" });
  return {
    form,
    email: form.getByLabel("Email"),
    password: form.getByLabel("Password"),
    submit: form.getByRole("button", { name: "Login" }),
  };
}

/** The register form's fields. */
export function registerForm(page: Page) {
  const form = page.getByRole("form", { name: "Register" });
  return {
    form,
    name: form.getByLabel("Name (optional)", { exact: true }),
    email: form.getByLabel("Email"),
    password: form.getByLabel("Password"),
    submit: form.getByRole("button", { name: "Register" }),
  };
}

/** Logs in on /login; the caller checks where it leads. */
export async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}
