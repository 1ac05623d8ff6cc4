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

  it("writes JSON that no `<` can end its script element with, and that reads back", () => {
    const value = { name: '</script><script>alert("x")</script>', line: "a\u2028b & <!--" };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
