import sharp from "sharp";

import type { CoverUploadResponse } from "@bookstore/shared/catalogue/catalogue-api.ts";

import { coversCollection } from "../../functions/src/lib/collections/covers.ts";

import { adminDb, api, type ErrorBody } from "./admin-session.ts";
import { STORE_URL } from "./store.ts";

export const covers = coversCollection(adminDb);

/** A solid-colour picture of the given size and format, made on the spot. */
export function picture(
  width: number,
  height: number,
  format: "png" | "jpeg" | "webp" | "gif" | "avif",
  background = "#3b6ea5",
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

export function uploadCover(
  token: string,
  bytes: Uint8Array,
  contentType = "application/octet-stream",
) {
  return api<CoverUploadResponse & ErrorBody>("/api/covers", {
    method: "POST",
    token,
    body: new Uint8Array(bytes),
    headers: { "Content-Type": contentType },
  });
}

export async function countCovers(): Promise<number> {
  return (await covers.count().get()).data().count;
}

export async function deleteCovers(files: Iterable<string>): Promise<void> {
  await Promise.all([...files].map((file) => covers.doc(file).delete()));
}

/** GET /covers/<file> as bytes. */
export async function fetchCover(
  file: string,
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${STORE_URL}/covers/${file}`);
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
