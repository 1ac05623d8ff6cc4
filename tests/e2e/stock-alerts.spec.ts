import type { Page } from "@playwright/test";

import { endAlertLabel, STOCK_ALERT_MESSAGES } from "@bookstore/shared/library/stock-alerts.ts";

import { stockAlertsCollection } from "../../functions/src/lib/collections/stock-alerts.ts";
import { adminDb } from "../support/admin-session.ts";
import { deleteMailTo, mailTo } from "../support/mail.ts";

import { logInThroughForm } from "./support/account.ts";
import { dashboardNav, expectTimedDialog, signInAsDemoAdmin } from "./support/admin.ts";
import { createAccount, uniqueEmail } from "./support/auth.ts";
import { bookForm, uniqueTitle } from "./support/book-form.ts";
import { removeStockedBook, storeStockedBook, storedStock } from "./support/stock-books.ts";
import { expectAccessible, openStore } from "./support/store-page.ts";
import { expect, test } from "./support/test.ts";

const PASSWORD = "alert-pass-1";
/** How long the test keeps watching for a second mail that must not come. */
const QUIET_MS = 4000;

function alertButton(page: Page) {
  return page.getByRole("button", { name: STOCK_ALERT_MESSAGES.button, exact: true });
}

/** An admin, in a browser of their own, sets the book's stock through Edit Book. */
async function restockAsAdmin(page: Page, id: string, title: string, stock: number) {
  await signInAsDemoAdmin(page);
  await dashboardNav(page).getByRole("link", { name: "Manage Books" }).click();
  const row = page.getByTestId("book-row").filter({ hasText: title });
  await row.getByRole("link", { name: `Edit ${title}` }).click();
  const edit = bookForm(page, "Update Book");
  await expect(edit.stock).toHaveValue("0");
  await edit.stock.fill(String(stock));
  await edit.form.getByRole("button", { name: "Update Book" }).click();
  await expectTimedDialog(page, "Book Updated", "Your book has been uploaded!");
  await expect.poll(() => storedStock(id)).toBe(stock);
}

test.describe("back-in-stock alerts", () => {
  const made: { books: string[]; emails: string[]; uids: string[] } = {
    books: [],
    emails: [],
    uids: [],
  };

  test.afterEach(async () => {
    for (const id of made.books) await removeStockedBook(id);
    for (const email of made.emails) await deleteMailTo(email);
    for (const uid of made.uids) {
      const alerts = await stockAlertsCollection(adminDb, uid).listDocuments();
      await Promise.all(alerts.map((ref) => ref.delete()));
    }
    made.books = [];
    made.emails = [];
    made.uids = [];
  });

  test("subscribe on a sold-out book, the admin restocks it: exactly one mail", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = uniqueTitle("The Sold-Out Alert Test");
    const id = await storeStockedBook(title, 0);
    made.books.push(id);
    const email = uniqueEmail("alert");
    made.emails.push(email);
    const uid = await createAccount(email, PASSWORD);
    made.uids.push(uid);

    // Signed out, the button asks the shopper to sign in; the login brings them back, and the
    // alert they asked for is made: the page says they will hear.
    await openStore(page, `/books/${id}`);
    await expect(page.getByText("Out of stock")).toBeVisible();
    await alertButton(page).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/books/${id}$`));
    await expect(
      page.getByRole("status").filter({ hasText: STOCK_ALERT_MESSAGES.subscribed }),
    ).toBeVisible();
    await expect(alertButton(page)).toHaveCount(0);
    await expect
      .poll(async () =>
        (await stockAlertsCollection(adminDb, uid).listDocuments()).map((ref) => ref.id),
      )
      .toEqual([id]);
    await expectAccessible(page);
    // A reload still knows it: the page follows the alert in Firestore.
    await page.reload();
    await expect(page.getByText(STOCK_ALERT_MESSAGES.subscribed)).toBeVisible();

    // The account page lists it.
    await openStore(page, "/account");
    const alerts = page.getByRole("list", { name: STOCK_ALERT_MESSAGES.accountHeading });
    await expect(alerts.getByRole("link", { name: title })).toBeVisible();

    const admin = await browser.newContext();
    try {
      await restockAsAdmin(await admin.newPage(), id, title, 3);
    } finally {
      await admin.close();
    }

    await expect
      .poll(() => mailTo(email, "back-in-stock").then((m) => m.length), {
        timeout: 30_000,
      })
      .toBe(1);
    // The alert ended with its mail: the account page lets go of it at once.
    await expect(page.getByText(STOCK_ALERT_MESSAGES.accountNone)).toBeVisible();
    await page.waitForTimeout(QUIET_MS);
    const mails = await mailTo(email, "back-in-stock");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.message.subject).toBe(`${STOCK_ALERT_MESSAGES.mailSubjectPrefix} ${title}`);
    expect(mails[0]?.message.text).toContain(`/books/${id}`);
  });

  test("the account page ends an alert, and the mail's stop link ends the rest", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const titles = [uniqueTitle("The First Ended Alert"), uniqueTitle("The Second Ended Alert")];
    const ids = await Promise.all(titles.map((title) => storeStockedBook(title, 0)));
    made.books.push(...ids);
    const email = uniqueEmail("alert-end");
    made.emails.push(email);
    const uid = await createAccount(email, PASSWORD);
    made.uids.push(uid);

    await openStore(page, "/login");
    await logInThroughForm(page, email, PASSWORD);
    // The sign-in lands before the next page opens: a page opened while it is still in flight
    // loads signed out, and its button sends the shopper back to the login page.
    await expect(page).not.toHaveURL(/\/login$/);
    // Signed in, one click on each book's page.
    for (const id of ids) {
      await openStore(page, `/books/${id}`);
      await alertButton(page).click();
      await expect(page.getByText(STOCK_ALERT_MESSAGES.subscribed)).toBeVisible();
    }

    await openStore(page, "/account");
    const alerts = page.getByRole("list", { name: STOCK_ALERT_MESSAGES.accountHeading });
    await expect(alerts.getByTestId("stock-alert")).toHaveCount(2);
    await alerts.getByRole("button", { name: endAlertLabel(titles[0] ?? "") }).click();
    await expect(alerts.getByTestId("stock-alert")).toHaveCount(1);
    await expect
      .poll(async () =>
        (await stockAlertsCollection(adminDb, uid).listDocuments()).map((ref) => ref.id),
      )
      .toEqual([ids[1]]);
    await expectAccessible(page);

    // The stop link a back-in-stock mail carries, signed as the trigger signs it. The API's
    // modules load after adminDb has named the emulator, so they share its app.
    const { unsubscribeKey } = await import("../../functions/src/lib/unsubscribe-key.ts");
    const { signStopToken } = await import("../../functions/src/stock-alerts/stop-token.ts");
    const token = signStopToken(uid, await unsubscribeKey());
    await openStore(page, `/stock-alerts/stop?token=${encodeURIComponent(token)}`);
    // Opening the link changes nothing: a mail scanner that follows it ends no alert.
    await expect(page.getByRole("button", { name: STOCK_ALERT_MESSAGES.stopButton })).toBeVisible();
    expect(await stockAlertsCollection(adminDb, uid).listDocuments()).toHaveLength(1);
    await page.getByRole("button", { name: STOCK_ALERT_MESSAGES.stopButton }).click();
    await expect(page.getByRole("status")).toHaveText(STOCK_ALERT_MESSAGES.stopped);
    expect(await stockAlertsCollection(adminDb, uid).listDocuments()).toEqual([]);
    await expectAccessible(page);

    // A changed link is refused by name, and nothing changes.
    await openStore(page, `/stock-alerts/stop?token=${encodeURIComponent(`${token}x`)}`);
    await page.getByRole("button", { name: STOCK_ALERT_MESSAGES.stopButton }).click();
    await expect(page.getByRole("alert")).toHaveText(STOCK_ALERT_MESSAGES.stopTokenInvalid);
  });
});
