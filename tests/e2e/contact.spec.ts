import type { Page } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";

import { messagesCollection } from "../../functions/src/lib/collections/messages.ts";
import { clearClientRateLimits } from "../support/rate-limits.ts";

import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

process.env.FIRESTORE_EMULATOR_HOST ??= "127.0.0.1:8080";

const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: "demo-bookstore" }));

function contactForm(page: Page) {
  return page.getByRole("form", { name: "Send a message" });
}

test.beforeEach(clearClientRateLimits);

test("the contact page has the form, social links and a Hire Me mail link", async ({ page }) => {
  await openStore(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
  const form = contactForm(page);
  await expect(form.getByLabel("Full name")).toBeVisible();
  await expect(form.getByLabel("Email address")).toHaveAttribute("type", "email");
  await expect(form.getByLabel("Message")).toBeVisible();

  const botcheck = page.locator('input[name="botcheck"]');
  await expect(botcheck).toHaveAttribute("type", "checkbox");
  await expect(botcheck).toBeHidden();
  await expect(botcheck).toHaveAttribute("tabindex", "-1");

  const elsewhere = page.getByRole("complementary");
  for (const label of ["GitHub", "LinkedIn", "X (Twitter)"]) {
    const link = elsewhere.getByRole("link", { name: label });
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
  }
  await expect(page.getByRole("link", { name: "Hire Me" })).toHaveAttribute(
    "href",
    /^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/,
  );
  await expectAccessible(page);
});

test("the form shows its messages under the fields and sends nothing", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/contact")) requests.push(request.url());
  });
  await openStore(page, "/contact");
  const form = contactForm(page);
  await form.getByRole("button", { name: "Send Message" }).click();

  const name = form.getByLabel("Full name");
  const email = form.getByLabel("Email address");
  const message = form.getByLabel("Message");
  await expect(name).toHaveAccessibleDescription("Please provide your full name.");
  await expect(email).toHaveAccessibleDescription("Please provide your email address.");
  await expect(message).toHaveAccessibleDescription("Please enter your message.");
  await expect(form.getByText("Please provide your full name.", { exact: true })).toBeVisible();
  await expect(form.getByText("Please provide your email address.", { exact: true })).toBeVisible();
  await expect(form.getByText("Please enter your message.", { exact: true })).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await expectAccessible(page);

  await name.fill("Ada Reader");
  await email.fill("ada@example");
  await message.fill("Hello");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(email).toHaveAccessibleDescription("Please provide a valid email address.");
  await expect(
    form.getByText("Please provide a valid email address.", { exact: true }),
  ).toBeVisible();
  await expect(email).toBeFocused();
  await expect(form.getByText("Please provide your full name.")).toHaveCount(0);
  await expect(form.getByText("Please enter your message.")).toHaveCount(0);
  expect(requests).toEqual([]);
  await expect(page).toHaveURL("/contact");
});

test("a valid message is stored and the visitor lands on /thanks", async ({ page }) => {
  const text = `Do you stock poetry? ${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await openStore(page, "/contact");
  const form = contactForm(page);
  await form.getByLabel("Full name").fill("  Ada Reader ");
  await form.getByLabel("Email address").fill("ada@example.com");
  await form.getByLabel("Message").fill(text);
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(page).toHaveURL("/thanks");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you! Form submitted!");
  await expect(page.getByText("I will respond to you soon", { exact: true })).toBeVisible();

  const stored = await messagesCollection(db).where("message", "==", text).get();
  expect(stored.docs.map((doc) => doc.data())).toEqual([
    expect.objectContaining({ name: "Ada Reader", email: "ada@example.com", message: text }),
  ]);
});

test("while sending the button is disabled; a failure shows the API's message", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/contact", async (route) => {
    await released;
    await route.fulfill({ status: 503, json: { message: "The inbox is closed for repairs." } });
  });
  await openStore(page, "/contact");
  const form = contactForm(page);
  await form.getByLabel("Full name").fill("Ada Reader");
  await form.getByLabel("Email address").fill("ada@example.com");
  await form.getByLabel("Message").fill("Hello");
  await form.getByRole("button", { name: "Send Message" }).click();

  await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
  release();
  await expect(form.getByRole("alert")).toHaveText("The inbox is closed for repairs.");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expect(page).toHaveURL("/contact");
});
