import { randomBytes } from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startStorageDouble, type StorageDouble } from "../storage-double.test-support.ts";

import type { SnapshotStore } from "./snapshot-store.ts";

const BUCKET = "my-shop.firebasestorage.app";
/** Larger than a Firestore chunk, as a 10,000-book snapshot is. */
const SNAPSHOT = randomBytes(2_500_000);

let double: StorageDouble;
let store: SnapshotStore;

beforeAll(async () => {
  double = await startStorageDouble();
  // What a deployed function has: a project and its default bucket; here the bucket is the double.
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: "my-shop", storageBucket: BUCKET });
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = double.host;
  const { db } = await import("../firebase.ts");
  const { snapshotStoreFor, storageSnapshotStore } = await import("./snapshot-store.ts");
  expect(snapshotStoreFor({ GCLOUD_PROJECT: "my-shop" }, db)).toBe(storageSnapshotStore);
  store = storageSnapshotStore;
});

afterAll(async () => {
  await double.close();
});

describe("the Cloud Storage search snapshot store, through @google-cloud/storage", () => {
  it("writes a snapshot as one gzip object under search/", async () => {
    expect(await store.write("v1", SNAPSHOT)).toBe(1);
    const object = double.objects.get(`${BUCKET}/search/v1.json.gz`);
    expect(object?.contentType).toBe("application/gzip");
    expect(object?.data.equals(SNAPSHOT)).toBe(true);
  });

  it("reads back the same bytes", async () => {
    expect((await store.read("v1", 1)).equals(SNAPSHOT)).toBe(true);
  });

  it("removes a snapshot, and removing it again is no error", async () => {
    await store.remove("v1", 1);
    expect(double.objects.has(`${BUCKET}/search/v1.json.gz`)).toBe(false);
    await expect(store.remove("v1", 1)).resolves.toBeUndefined();
  });

  it("used only the requests the double speaks", () => {
    expect(double.unknown).toEqual([]);
  });
});
