import { describe, expect, it } from "vitest";

import type { MailMessage } from "../shared/mail.ts";
import type { Order } from "../shared/order.ts";

import { orderConfirmationMail } from "./order-confirmation-mail.ts";
import { orderStatusMail } from "./order-status-mail.ts";

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
