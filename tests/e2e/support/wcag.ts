import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { expect } from "./test.ts";

/** axe-core's tags for WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** axe-core's WCAG 2.2 AA violations on the page as it is now, one line each. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => node.target.join(" "))
        .join(", ")})`,
  );
}

/** No WCAG 2.2 AA violation of any impact on the page as it is now. */
export async function expectWcag22AA(page: Page): Promise<void> {
  expect(await wcagViolations(page)).toEqual([]);
}
