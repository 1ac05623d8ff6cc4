import { expect, type Page } from "@playwright/test";

/** The footer's sign-up form: its e-mail box and its button. */
export function footerNewsletter(page: Page) {
  const form = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter" });
  return {
    box: form.getByRole("textbox", { name: "Get new releases and offers by e-mail" }),
    subscribe: form.getByRole("button", { name: "Subscribe" }),
  };
}

/**
 * The footer's form, scrolled to and usable: its code loads once the shopper uses the page, and
 * scrolling to it does. The footer is what is scrolled to: the disabled box that stands in for
 * the form is replaced by the form's own as the scroll starts, under a scroll aimed at it.
 */
export async function showFooterNewsletter(page: Page) {
  const form = footerNewsletter(page);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(form.box).toBeEnabled();
  return form;
}
