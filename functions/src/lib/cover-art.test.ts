import { describe, expect, it } from "vitest";

import { coverSvg, wrapWords } from "./cover-art.ts";

describe("wrapWords", () => {
  it("breaks between words within the width", () => {
    expect(wrapWords("The Quiet Engine of Small Habits", 16)).toEqual([
      "The Quiet Engine",
      "of Small Habits",
    ]);
  });

  it("keeps a word longer than the width on its own line", () => {
    expect(wrapWords("Supercalifragilistic book", 10)).toEqual(["Supercalifragilistic", "book"]);
  });
});

describe("coverSvg", () => {
  it("draws the title, author and label", () => {
    const svg = coverSvg({
      title: "Money Notes",
      author: "Ann Lee",
      label: "finance",
      palette: "finance",
    });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain(">Money Notes<");
    expect(svg).toContain(">Ann Lee<");
    expect(svg).toContain(">FINANCE<");
  });

  it("escapes markup in the text, so a title cannot inject elements", () => {
    const svg = coverSvg({
      title: '<script>alert("x")</script>',
      author: "A & B's",
      label: "fiction",
      palette: "fiction",
    });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(svg).toContain("A &amp; B&#39;s");
  });

  it("is the same for the same book", () => {
    const input = { title: "Same", author: "", label: "business", palette: "business" } as const;
    expect(coverSvg(input)).toBe(coverSvg(input));
  });
});
