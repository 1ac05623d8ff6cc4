import { describe, expect, it } from "vitest";

import { jsonForScript } from "./json-for-script.ts";
import { isShell, renderShell } from "./render-shell.ts";

const SHELL = [
  "<head>",
  '<meta\n  name="description"\n  content="Generic."\n/>',
  "<title>Book Store</title>",
  '<script type="module" src="/assets/index-x.js"></script>',
  "</head>",
].join("\n");

describe("renderShell", () => {
  it("replaces the shell's title and description and keeps its scripts", () => {
    expect(isShell(SHELL)).toBe(true);
    const html = renderShell(SHELL, { title: "A $& title", description: "Own." });
    expect(html).toContain("<title>A $&amp; title</title>");
    expect(html).toContain('<meta name="description" content="Own." />');
    expect(html).not.toContain("Generic.");
    expect(html).toContain('<script type="module" src="/assets/index-x.js"></script>');
  });

  it("links the page's route files as module preloads and drops the list", () => {
    const shell = SHELL.replace(
      "</head>",
      '<script type="application/json" id="route-files">{"/books/:id":["/assets/book-1.js"],"/cart":["/assets/cart-2.js"]}</script>\n</head>',
    );
    const html = renderShell(shell, { title: "A book", description: "Own." }, "/books/:id");
    expect(html).toContain('<link rel="modulepreload" href="/assets/book-1.js" />');
    expect(html).not.toContain("cart-2.js");
    expect(html).not.toContain("route-files");
    const other = renderShell(shell, { title: "About", description: "Own." }, "/about");
    expect(other).not.toContain("modulepreload");
  });

  it("preloads the page's first images with high priority", () => {
    const html = renderShell(SHELL, {
      title: "A book",
      description: "Own.",
      imagePreloads: ["/covers/a%20b.svg"],
    });
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/covers/a%20b.svg" />',
    );
  });

  it("writes JSON that no `<` can end its script element with, and that reads back", () => {
    const value = { name: '</script><script>alert("x")</script>', line: "a\u2028b & <!--" };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
