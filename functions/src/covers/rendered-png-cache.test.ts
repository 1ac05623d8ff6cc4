import { describe, expect, it } from "vitest";

import { coverPngRenders, renderedPng, renderedPngKey } from "./rendered-png-cache.ts";

const png = (text: string) => () => Promise.resolve(Buffer.from(text));

describe("the rendered PNG cache", () => {
  it("keys a cover by its name and drawing", () => {
    const svg = Buffer.from("<svg/>");
    expect(renderedPngKey("a", svg)).toBe(renderedPngKey("a", Buffer.from("<svg/>")));
    expect(renderedPngKey("a", svg)).not.toBe(renderedPngKey("b", svg));
    expect(renderedPngKey("a", svg)).not.toBe(renderedPngKey("a", Buffer.from("<svg></svg>")));
  });

  it("renders a key once, sharing a rendering in flight", async () => {
    const before = coverPngRenders();
    const [first, second] = await Promise.all([
      renderedPng("once", png("one")),
      renderedPng("once", png("two")),
    ]);
    expect(first.toString()).toBe("one");
    expect(second.toString()).toBe("one");
    expect((await renderedPng("once", png("three"))).toString()).toBe("one");
    expect(coverPngRenders() - before).toBe(1);
  });

  it("keeps a bounded number: the least recently used goes first", async () => {
    await renderedPng("kept-0", png("first"));
    for (let n = 1; n <= 500; n += 1) {
      // "kept-1" is used again each time, so it stays; "kept-0" is not.
      await renderedPng(`kept-${n}`, png(`png ${n}`));
      await renderedPng("kept-1", png("again"));
    }
    const before = coverPngRenders();
    expect((await renderedPng("kept-1", png("again"))).toString()).toBe("png 1");
    expect(coverPngRenders()).toBe(before);
    expect((await renderedPng("kept-0", png("second"))).toString()).toBe("second");
    expect(coverPngRenders() - before).toBe(1);
  });

  it("keeps no failed rendering", async () => {
    await expect(renderedPng("fails", () => Promise.reject(new Error("bad svg")))).rejects.toThrow(
      "bad svg",
    );
    expect((await renderedPng("fails", png("fixed"))).toString()).toBe("fixed");
  });
});
