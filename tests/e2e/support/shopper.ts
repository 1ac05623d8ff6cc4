import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";

import type { Book } from "@bookstore/shared/books/books-api.ts";
import { LOW_STOCK_MAX } from "@bookstore/shared/books/stock.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { EMULATOR_HOSTS } from "../../../scripts/lib/paths.mjs";
import { SEED_BOOKS } from "../../../scripts/seed/data/books.ts";
import { seededStock } from "../../../scripts/seed/data/stock.ts";

import { createAccount, signInThroughApp, uniqueEmail } from "./auth.ts";
import { tabTo, typeInto } from "./keyboard.ts";
import { openStore } from "./store-page.ts";

/** The Auth emulator of this suite (its ports shift with BOOKSTORE_EMULATOR_PORT_OFFSET). */
const AUTH_EMULATOR = `http://${EMULATOR_HOSTS.FIREBASE_AUTH_EMULATOR_HOST}`;
const API_KEY = "demo-api-key";
export const SHOPPER_PASSWORD = "shopper-pass-1";

export interface Shopper {
  email: string;
  password: string;
  displayName: string | null;
}

/** A fresh account, signed in through the app's emulator hook (not the login screen). */
export async function signedInShopper(
  page: Page,
  displayName: string | null = "Test Shopper",
): Promise<Shopper> {
  const shopper = { email: uniqueEmail("checkout"), password: SHOPPER_PASSWORD, displayName };
  await createAccount(shopper.email, shopper.password, displayName ?? undefined);
  await openStore(page, "/");
  await signInThroughApp(page, shopper.email, shopper.password);
  return shopper;
}

/** An ID token for the account, from the Auth emulator's REST API. */
export async function idTokenOf({ email, password }: Shopper): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (body.idToken === undefined) throw new Error(`no token for ${email}`);
  return body.idToken;
}

/** The account's orders as the API lists them, newest first (up to 100). */
export async function ordersOf(request: APIRequestContext, shopper: Shopper): Promise<Order[]> {
  const response = await request.get(
    `/api/orders/email/${encodeURIComponent(shopper.email)}?limit=100`,
    { headers: { Authorization: `Bearer ${await idTokenOf(shopper)}` } },
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as Order[];
}

/**
 * Two different seeded books with a shelf's worth of copies, picked at random (other suites add
 * and delete books of their own, and the first books of the catalogue get their prices changed
 * by the cart tests).
 */
export async function twoBooks(request: APIRequestContext): Promise<[Book, Book]> {
  const pool = SEED_BOOKS.slice(10)
    .map((book) => book.id)
    .filter((id) => seededStock(id) > LOW_STOCK_MAX);
  const [first, second] = pool
    .map((id) => ({ id, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ id }) => id);
  if (first === undefined || second === undefined) throw new Error("too few seeded books");
  return [await currentBook(request, first), await currentBook(request, second)];
}

/** A book as GET /api/books/:id has it now: its current price. */
export async function currentBook(request: APIRequestContext, id: string): Promise<Book> {
  const response = await request.get(`/api/books/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Book;
}

/** The total of the books' current prices, as the screens show it: "$12.34". */
export async function currentTotal(request: APIRequestContext, books: readonly Book[]) {
  const fresh = await Promise.all(books.map((book) => currentBook(request, book._id)));
  const cents = fresh.reduce((sum, book) => sum + Math.round(book.newPrice * 100), 0);
  return `$${(cents / 100).toFixed(2)}`;
}

export async function addFromBookPage(page: Page, book: Book): Promise<void> {
  await openStore(page, `/books/${book._id}`);
  await page.getByRole("button", { name: "Add to Cart" }).click();
  const toast = page.getByText("Product Added to the Cart");
  await expect(toast).toBeVisible();
  // The toast sits over the header's cart link for its 1.5 s: a click there meanwhile lands on
  // the toast, so the next step waits for it to go, as a shopper would.
  await expect(toast).toBeHidden();
}

/** Records every POST /api/orders the page sends from now on. */
export function recordOrderPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/orders") {
      posts.push(request);
    }
  });
  return posts;
}

/** The checkout form's fields, by their labels. */
export function checkoutForm(page: Page) {
  const form = page.getByRole("form", { name: /^(Delivery|Collection) details$/ });
  return {
    form,
    name: form.getByLabel("Full Name"),
    email: form.getByLabel("Email Address"),
    phone: form.getByLabel("Phone Number"),
    address: form.getByLabel("Address / Street"),
    city: form.getByLabel("City"),
    country: form.getByLabel("Country / region"),
    state: form.getByLabel("State / province"),
    zipcode: form.getByLabel("Zipcode"),
    terms: form.getByRole("checkbox", {
      name: "I agree to the Terms & Conditions and Shopping Policy",
    }),
    termsLabel: form.getByTestId("terms-label"),
    submit: form.getByRole("button", { name: /^(Place an Order|Placing order…)$/ }),
  };
}

export async function fillCheckout(page: Page): Promise<void> {
  const form = checkoutForm(page);
  await form.name.fill("Ada Lovelace");
  await form.phone.fill("5415550100");
  await form.address.fill("12 Analytical Row");
  await form.city.fill("Springfield");
  await form.country.fill("United States");
  await form.state.fill("Oregon");
  await form.zipcode.fill("97477");
}

/**
 * Fills the delivery form and ticks the terms with the keyboard alone (Tab to each field, type,
 * Space on the box), then sends it with Enter on the button.
 */
export async function checkoutByKeyboard(page: Page): Promise<void> {
  const form = checkoutForm(page);
  for (const [field, value] of [
    [form.name, "Ada Lovelace"],
    [form.phone, "5415550100"],
    [form.address, "12 Analytical Row"],
    [form.city, "Springfield"],
    [form.country, "United States"],
    [form.state, "Oregon"],
    [form.zipcode, "97477"],
  ] as const) {
    await typeInto(page, field, value);
  }
  await tabTo(page, form.terms);
  await page.keyboard.press("Space");
  await expect(form.terms).toBeChecked();
  await tabTo(page, form.submit);
  await page.keyboard.press("Enter");
}

/** A SweetAlert2 dialog by its title, with its text. */
export async function expectDialog(page: Page, title: string, text: string): Promise<Locator> {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(text);
  return dialog;
}

/**
 * The store's date of an ISO time in the page's time zone, as every screen shows dates:
 * en-US's long date ("November 22, 2026"), worked out by the browser's own Intl.
 */
export function shopDate(page: Page, iso: string): Promise<string> {
  return page.evaluate(
    (time) => new Intl.DateTimeFormat("en-US", { dateStyle: "long" }).format(new Date(time)),
    iso,
  );
}

/** Places an order straight through the API, as the account. */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  shopper: Shopper,
  productIds: readonly string[],
  token?: string,
): Promise<Order> {
  const response = await request.post("/api/orders", {
    headers: { Authorization: `Bearer ${token ?? (await idTokenOf(shopper))}` },
    data: {
      name: "Ada Lovelace",
      phone: "5415550100",
      address: { city: "Springfield", country: "United States", state: "Oregon", zipcode: "97477" },
      productIds,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}
