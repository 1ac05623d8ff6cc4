import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { CoverStore } from "./cover-store.ts";
import { startStorageDouble, type StorageDouble } from "./storage-double.test-support.ts";

const BUCKET = "my-shop.firebasestorage.app";
const WEBP = Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 cover bytes", "latin1");

let double: StorageDouble;
let store: CoverStore;

beforeAll(async () => {
  double = await startStorageDouble();
  // What a deployed function has: a project and its default bucket; here the bucket is the double.
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: "my-shop", storageBucket: BUCKET });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = double.host;
  const { coverStoreFor, storageCoverStore } = await import("./cover-store.ts");
  expect(coverStoreFor({ GCLOUD_PROJECT: "my-shop" })).toBe(storageCoverStore);
  store = storageCoverStore;
});

afterAll(async () => {
  await double.close();
});

describe("the Cloud Storage cover store, through @google-cloud/storage", () => {
  it("writes a cover under covers/ in the default bucket with its type", async () => {
    await store.write("book-1.webp", { contentType: "image/webp", data: WEBP });
    const object = double.objects.get(`${BUCKET}/covers/book-1.webp`);
    expect(object?.contentType).toBe("image/webp");
    expect(object?.data.equals(WEBP)).toBe(true);
  });

  it("reads back the same bytes and type, and says it exists", async () => {
    expect(await store.exists("book-1.webp")).toBe(true);
    const cover = await store.read("book-1.webp");
    expect(cover?.contentType).toBe("image/webp");
    expect(cover?.data.equals(WEBP)).toBe(true);
  });

  it("answers null and false for a cover that is not there", async () => {
    expect(await store.read("missing.webp")).toBeNull();
    expect(await store.exists("missing.webp")).toBe(false);
  });

  it("removes a cover, and removing it again is no error", async () => {
    await store.remove("book-1.webp");
    expect(double.objects.has(`${BUCKET}/covers/book-1.webp`)).toBe(false);
    expect(await store.exists("book-1.webp")).toBe(false);
    await expect(store.remove("book-1.webp")).resolves.toBeUndefined();
  });

  it("used only the requests the double speaks", () => {
    expect(double.unknown).toEqual([]);
  });
});
