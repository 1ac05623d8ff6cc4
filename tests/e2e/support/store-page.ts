import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a page of the store and waits for the first-load splash to lift (at once in the browser
 * tests, which set it to 0 ms; see playwright.config.ts).
 */
export async function openStore(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  // The first render is a transition that may commit after the load event: the splash shows with
  // it, so it can only be seen to lift once the app is on the page.
  await expect(page.locator("#root > *").first()).toBeAttached({ timeout: 10_000 });
  await expect(page.getByTestId("splash")).toBeHidden({ timeout: 10_000 });
}

/**
 * The shopper moves the pointer over the page: its live views start following Firestore. Two
 * moves, so the pointer travels even when an earlier call left it on the first point: the page
 * does not count a move without movement.
 */
export async function engage(page: Page): Promise<void> {
  await page.mouse.move(40, 40);
  await page.mouse.move(44, 46);
}

/** The URLs of Firestore's listen channel the page opens from now on. */
export function recordListens(page: Page): string[] {
  const listens: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("google.firestore.v1.Firestore/Listen")) listens.push(request.url());
  });
  return listens;
}

/** axe-core over the whole page: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(severe.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The field the browser stopped a form's submit at: focused, and required but empty. */
export async function expectRefusedAsEmpty(field: Locator): Promise<void> {
  await expect(field).toBeFocused();
  expect(await field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
}
