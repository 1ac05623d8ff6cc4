import { expect, test, type Page } from "@playwright/test";

import { fetchCatalogue, firstBook } from "./support/catalogue.ts";
import { openStore } from "./support/store-page.ts";

/** Every screen works under Hosting's Content-Security-Policy, which runs no injected script. */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

test("every shopper screen renders without a policy violation", async ({ page, request }) => {
  const book = firstBook(await fetchCatalogue(request));
  await recordViolations(page);
  for (const [path, heading] of [
    ["/", "Top Sellers"],
    [`/books/${book._id}`, book.title],
    ["/categories", "Categories"],
    ["/cart", "Shopping cart"],
    ["/about", "About Book Store"],
    ["/contact", "Contact"],
    ["/login", "Please Login"],
    ["/register", "Please Register"],
    ["/admin", "Admin Dashboard Login"],
  ] as const) {
    await openStore(page, path);
    await expect(page.getByRole("heading", { name: heading, exact: true }).first()).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
});

test("a script injected into the page does not run", async ({ page }) => {
  await recordViolations(page);
  await openStore(page, "/");
  await expect(page.getByTestId("book-card").first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.injectedScriptRan = true;";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return "injectedScriptRan" in window;
  });
  expect(ran).toBe(false);
  expect(await violations(page)).toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
});
