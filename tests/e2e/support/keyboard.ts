import type { Locator, Page } from "@playwright/test";

import { expect } from "./test.ts";

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as someone on a keyboard moves
 * through a page; fails when it never gets there.
 */
export async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target, "reached with the Tab key").toBeFocused({ timeout: 1 });
}

/** Tabs to a text field and types `value` into it, as a keyboard user fills a form. */
export async function typeInto(page: Page, field: Locator, value: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(value);
  await expect(field).toHaveValue(value);
}
