import { describe, expect, it } from "vitest";

import type { MailMessage } from "@bookstore/shared/mail/mail.ts";
import type { Order } from "@bookstore/shared/orders/order.ts";

import { orderConfirmationMail } from "./order-confirmation-mail.ts";
import { orderStatusMail } from "./order-status-mail.ts";
import { ownerDailySummaryMail } from "./owner-daily-summary-mail.ts";
import { ownerNewOrderMail } from "./owner-new-order-mail.ts";

const SCRIPT = "<script>alert(1)</script>";
const IMAGE = '<img src=x onerror="alert(2)">';
const ORIGIN = "https://shop.example";

function hostileOrder(): Order {
  return {
    _id: "order-1",
    name: `Ann ${SCRIPT}`,
    email: "ann@example.com",
    phone: "+1 555 0100",
    address: { street: IMAGE, city: SCRIPT, country: "Nowhere & Co", state: "'S'", zipcode: "1" },
    productIds: ["b1", "b2"],
    items: [
      { bookId: "b1", title: `Title ${SCRIPT}`, unitPriceCents: 1250 },
      { bookId: "b2", title: IMAGE, unitPriceCents: 399 },
    ],
    totalPrice: "16.49",
    status: "pending",
    paymentMethod: "cash-on-delivery",
    createdAt: "2026-11-24T10:00:00.000Z",
    statusHistory: [{ status: "pending", at: "2026-11-24T10:00:00.000Z" }],
  };
}

function expectNoMarkupFromUser(mail: MailMessage): void {
  expect(mail.html).not.toContain("<script");
  expect(mail.html).not.toContain("<img");
  expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(mail.text).toContain(SCRIPT);
}

describe("order mail", () => {
  it("escapes the name, address and titles in HTML and keeps them as typed in text", () => {
    const mail = orderConfirmationMail(hostileOrder(), ORIGIN);
    expectNoMarkupFromUser(mail);
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(mail.html).toContain("Nowhere &amp; Co");
    expect(mail.text).toContain(IMAGE);
  });

  it("lists each book with its price, the total and a link to the order page", () => {
    const mail = orderConfirmationMail(hostileOrder(), ORIGIN);
    expect(mail.subject).toBe("Your order of 2 books is placed");
    expect(mail.text).toMatch(/Title <script>alert\(1\)<\/script>\s+\$12\.50/);
    expect(mail.text).toMatch(/Total \(cash on delivery\)\s+\$16\.49/);
    expect(mail.html).toContain('<a href="https://shop.example/orders/order-1">');
  });

  it("tells of shipping, delivery and cancelling, and not of processing", () => {
    const order = hostileOrder();
    expect(orderStatusMail(order, "processing", ORIGIN)).toBeNull();
    for (const status of ["shipped", "delivered", "cancelled"] as const) {
      const mail = orderStatusMail(order, status, ORIGIN);
      expect(mail).not.toBeNull();
      if (mail) expectNoMarkupFromUser(mail);
    }
    expect(orderStatusMail(order, "shipped", ORIGIN)?.subject).toBe("Your order has shipped");
  });
});

describe("customer text in mail", () => {
  const injected = "URGENT: call 555";

  function orderWithLineBreaks(): Order {
    return {
      ...hostileOrder(),
      name: `Eve\n\n${injected}`,
      address: {
        street: "1 Main St\r\nP.S. wire the money",
        city: "Springfield\u2028Shelbyville",
        country: "US",
        state: "IL",
        zipcode: "62701",
      },
    };
  }

  it("puts a name with line breaks on one line of the owner's mail, in text and in HTML", () => {
    const mail = ownerNewOrderMail(orderWithLineBreaks(), ORIGIN);
    const [intro] = mail.text.split("\n\n");
    expect(intro).toBe(`Eve ${injected} (ann@example.com, +1 555 0100) placed order order-1.`);
    expect(mail.text.split("\n").filter((line) => line.includes(injected))).toEqual([
      intro,
      `Eve ${injected}`,
    ]);
    expect(mail.html).toContain(`<p>Eve ${injected} (ann@example.com, +1 555 0100) placed`);
    expect(mail.html).not.toMatch(/[\r\n\u2028]/);
    expect(mail.html).toContain(`<p>Eve ${injected}<br>1 Main St P.S. wire the money<br>`);
  });

  it("keeps each address line of the customer's confirmation on one line", () => {
    const mail = orderConfirmationMail(orderWithLineBreaks(), ORIGIN);
    const address = mail.text.split("\n\n").find((block) => block.startsWith("Eve"));
    expect(address?.split("\n")).toEqual([
      `Eve ${injected}`,
      "1 Main St P.S. wire the money",
      "Springfield Shelbyville, IL 62701",
      "US",
    ]);
    expect(mail.text).toContain(`Hello Eve ${injected},`);
  });
});

describe("the owner's daily summary", () => {
  it("names the UTC day and time and the takings as every mail writes them", () => {
    const mail = ownerDailySummaryMail(
      {
        until: new Date("2026-11-22T07:05:00Z"),
        orders: 3,
        cents: 4449,
        awaitingCollection: 0,
        lowStockCount: 0,
        lowStock: [],
      },
      ORIGIN,
    );
    expect(mail.subject).toBe("Your day: 3 orders, $44.49 (November 22, 2026)");
    expect(mail.text).toContain(
      "In the 24 hours to 7:05 AM UTC on November 22, 2026: 3 orders placed and not cancelled, $44.49 to be paid in cash, on delivery or at collection.",
    );
    expect(mail.text).toContain("Awaiting collection: 0");
  });

  it("says how many orders wait in the shop for their customers", () => {
    const mail = ownerDailySummaryMail(
      {
        until: new Date("2026-11-22T07:05:00Z"),
        orders: 0,
        cents: 0,
        awaitingCollection: 3,
        lowStockCount: 0,
        lowStock: [],
      },
      ORIGIN,
    );
    expect(mail.text).toContain("Awaiting collection: 3");
    expect(mail.html).toContain("Awaiting collection: 3");
  });
});
