import { describe, expect, it } from "vitest";

import { addressNamesCover } from "./cover-url.ts";

describe("addressNamesCover", () => {
  it("knows a stored cover by the store's address of its file, on any origin", () => {
    expect(addressNamesCover("https://shop.example/covers/0123abcd.webp", "0123abcd.webp")).toBe(
      true,
    );
    expect(addressNamesCover("http://127.0.0.1:5000/covers/0123abcd.webp", "0123abcd.webp")).toBe(
      true,
    );
    expect(addressNamesCover("https://shop.example/covers/other.webp", "0123abcd.webp")).toBe(
      false,
    );
    expect(addressNamesCover("https://shop.example/x/covers/0123abcd.webp", "0123abcd.webp")).toBe(
      false,
    );
  });

  it("knows a cover kept as a URL by that URL, and never matches an empty cover", () => {
    const url = "https://covers.example/b1.jpg";
    expect(addressNamesCover(url, url)).toBe(true);
    expect(addressNamesCover("", "")).toBe(true);
    expect(addressNamesCover("https://shop.example/covers/", "")).toBe(false);
    expect(addressNamesCover("not a url", "a.webp")).toBe(false);
  });
});
