import { describe, expect, it } from "vitest";

import { passwordChangedMail } from "./password-changed-mail.ts";

describe("password-changed mail", () => {
  it("greets by name, escaped in HTML, and links to the reset page", () => {
    const mail = passwordChangedMail(
      { name: "Ann <script>alert(1)</script>", email: "ann@example.com" },
      "https://shop.example",
    );
    expect(mail.text).toContain("Hello Ann <script>alert(1)</script>,");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain("Hello Ann &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(mail.text).toContain("Reset your password: https://shop.example/forgot-password");
    expect(mail.html).toContain('<a href="https://shop.example/forgot-password">');
  });

  it("greets an account without a name by its address's local part", () => {
    const mail = passwordChangedMail({ name: null, email: "reader.one@example.com" }, "https://x");
    expect(mail.text).toContain("Hello reader.one,");
  });
});
