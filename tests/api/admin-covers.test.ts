import { randomBytes } from "node:crypto";

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";

import { adminIdToken } from "../support/admin-session.ts";
import {
  countCovers,
  deleteCovers,
  fetchCover,
  picture,
  uploadCover,
} from "../support/cover-images.ts";

const UPLOADED = /^[0-9a-f]{32}\.webp$/;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let token: string;
const stored = new Set<string>();

beforeAll(async () => {
  token = await adminIdToken();
});

afterAll(async () => {
  await deleteCovers(stored);
});

async function uploaded(bytes: Uint8Array, contentType?: string): Promise<string> {
  const { status, body } = await uploadCover(token, bytes, contentType);
  expect(status).toBe(201);
  expect(body.coverImage).toMatch(UPLOADED);
  stored.add(body.coverImage);
  return body.coverImage;
}

describe("POST /api/covers", () => {
  it("stores a PNG as a WebP within 600 x 900, served with a year-long immutable cache", async () => {
    const file = await uploaded(await picture(1200, 1800, "png"), "image/png");
    const cover = await fetchCover(file);
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/webp");
    expect(cover.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(cover.bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 600, height: 900 });
  });

  it("fits wide pictures inside the box and never enlarges small ones", async () => {
    const wide = await sharp(
      (await fetchCover(await uploaded(await picture(3000, 1000, "png")))).bytes,
    ).metadata();
    expect([wide.width, wide.height]).toEqual([600, 200]);
    const small = await sharp(
      (await fetchCover(await uploaded(await picture(120, 180, "png")))).bytes,
    ).metadata();
    expect([small.width, small.height]).toEqual([120, 180]);
  });

  it.each(["jpeg", "webp", "gif", "avif"] as const)(
    "accepts a %s, whatever Content-Type it is sent with",
    async (format) => {
      const file = await uploaded(await picture(300, 450, format, "#a53b3b"), "text/plain");
      const cover = await fetchCover(file);
      expect((await sharp(cover.bytes).metadata()).format).toBe("webp");
    },
  );

  it("turns a photo upright and strips its metadata", async () => {
    const photo = await sharp({
      create: { width: 400, height: 200, channels: 3, background: "#888" },
    })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "secret-location" } } })
      .toBuffer();
    const cover = await fetchCover(await uploaded(photo, "image/jpeg"));
    const metadata = await sharp(cover.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([200, 400]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(cover.bytes.includes("secret-location")).toBe(false);
  });

  it("names a cover by its content: the same picture twice is one file", async () => {
    const bytes = await picture(200, 300, "png", "#123456");
    const first = await uploaded(bytes);
    const before = await countCovers();
    const second = await uploaded(bytes);
    expect(second).toBe(first);
    expect(await countCovers()).toBe(before);
  });
});

describe("refused uploads store nothing", () => {
  it.each([
    ["an empty body", () => Buffer.alloc(0), "image/png", 400, ADMIN_MESSAGES.coverEmpty],
    [
      "a text file sent as a PNG",
      () => Buffer.from("These are the notes for chapter one, saved as cover.png\n"),
      "image/png",
      415,
      ADMIN_MESSAGES.coverNotImage,
    ],
    [
      "an SVG (markup, not a picture format the store takes)",
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      "image/svg+xml",
      415,
      ADMIN_MESSAGES.coverNotImage,
    ],
    [
      "a PNG signature followed by garbage",
      () => Buffer.concat([PNG_SIGNATURE, randomBytes(4096)]),
      "image/png",
      400,
      ADMIN_MESSAGES.coverNotImage,
    ],
    [
      "a 6 MB file (a PNG signature and random bytes)",
      () => Buffer.concat([PNG_SIGNATURE, randomBytes(6 * 1024 * 1024)]),
      "image/png",
      413,
      ADMIN_MESSAGES.coverTooLarge,
    ],
  ])("refuses %s", async (_label, bytes, contentType, status, message) => {
    const before = await countCovers();
    const answer = await uploadCover(token, bytes(), contentType);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ message });
    expect(await countCovers()).toBe(before);
  });

  it("refuses a real picture just over 5 MB", async () => {
    const noise = randomBytes(1400 * 1400 * 3);
    const png = await sharp(noise, { raw: { width: 1400, height: 1400, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(5 * 1024 * 1024);
    const before = await countCovers();
    const answer = await uploadCover(token, png, "image/png");
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: ADMIN_MESSAGES.coverTooLarge });
    expect(await countCovers()).toBe(before);
  });
});

describe("GET /covers/:file", () => {
  it("caches drawn covers, which change when a book is edited, only briefly", async () => {
    const cover = await fetchCover("the-lamplighters-ledger-a-life-of-agnes-tolliver.svg");
    expect(cover.status).toBe(200);
    expect(cover.headers.get("content-type")).toBe("image/svg+xml");
    expect(cover.headers.get("cache-control")).not.toContain("immutable");
  });
});
