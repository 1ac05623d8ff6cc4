import { describe, expect, it } from "vitest";

import { sniffImageType } from "./sniff-image-type.ts";

function bytes(...parts: (string | number[])[]): Uint8Array {
  return Buffer.concat(
    parts.map((part) =>
      typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part),
    ),
  );
}

function ftyp(major: string, ...compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible, "rest of the file");
}

describe("sniffImageType", () => {
  it.each([
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF")],
    ["png", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "IHDR")],
    ["gif", bytes("GIF89a", [1, 0, 1, 0])],
    ["gif", bytes("GIF87a", [1, 0, 1, 0])],
    ["webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
    ["avif", ftyp("avif", "mif1", "miaf")],
    ["avif", ftyp("mif1", "miaf", "avif")],
    ["avif", ftyp("avis", "msf1")],
  ])("recognises %s from its bytes", (type, data) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ["an empty file", bytes()],
    ["text named .png", bytes("just some text, not a picture")],
    ["an SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a truncated PNG signature", bytes([0x89, 0x50, 0x4e, 0x47])],
    ["a RIFF file that is not WebP", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ")],
    ["a HEIC photo", ftyp("heic", "mif1", "heic")],
    ["an MP4 video", ftyp("isom", "iso2", "mp41")],
    ["a PDF", bytes("%PDF-1.7\n")],
  ])("refuses %s", (_label, data) => {
    expect(sniffImageType(data)).toBeNull();
  });

  it("only reads AVIF brands inside the ftyp box", () => {
    const data = bytes([0, 0, 0, 16], "ftyp", "isom", [0, 0, 0, 0], "avif");
    expect(sniffImageType(data)).toBeNull();
  });
});
