import { ADMIN_MESSAGES, COVER_UPLOAD_LIMITS } from "@bookstore/shared/dashboard/admin-api.ts";

/** A quick check before uploading (the API checks the real bytes again): an image under 5 MB. */
export function coverFileProblem(file: Pick<File, "size" | "type">): string | undefined {
  if (file.size === 0) return ADMIN_MESSAGES.coverEmpty;
  if (file.size > COVER_UPLOAD_LIMITS.maxBytes) return ADMIN_MESSAGES.coverTooLarge;
  if (!file.type.startsWith("image/")) return ADMIN_MESSAGES.coverNotImage;
  return undefined;
}
