import { describe, expect, it } from "vitest";

import { STOCK_ALERT_MESSAGES } from "@bookstore/shared/library/stock-alerts.ts";

import { backInStockMail } from "./back-in-stock-mail.ts";

const ORIGIN = "https://shop.example";

describe("back-in-stock mail", () => {
  it("links to the book's page and to the stop page with the token", () => {
    const mail = backInStockMail({ id: "book-1", title: "Dune" }, ORIGIN, "abc.def_-");
    expect(mail.subject).toBe(`${STOCK_ALERT_MESSAGES.mailSubjectPrefix} Dune`);
    expect(mail.text).toContain(`${ORIGIN}/books/book-1`);
    expect(mail.text).toContain(`${ORIGIN}/stock-alerts/stop?token=abc.def_-`);
    expect(mail.html).toContain(`href="${ORIGIN}/books/book-1"`);
    expect(mail.html).toContain(`href="${ORIGIN}/stock-alerts/stop?token=abc.def_-"`);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${ORIGIN}/api/stock-alerts/stop?token=abc.def_->`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("escapes the title in HTML and keeps it as typed in text", () => {
    const title = "<script>alert(1)</script>";
    const mail = backInStockMail({ id: "book-1", title }, ORIGIN, "t.k");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.text).toContain(title);
  });
});
