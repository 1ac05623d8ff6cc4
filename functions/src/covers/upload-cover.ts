import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";
import { ADMIN_MESSAGES, COVER_UPLOAD_LIMITS } from "@bookstore/shared/dashboard/admin-api.ts";

import { HttpError } from "../http/http-error.ts";
import { requestBytes } from "../http/request-bytes.ts";
import { answer, route } from "../http/route.ts";
import { coverStore } from "../lib/cover-store.ts";
import { sniffImageType } from "../lib/sniff-image-type.ts";
import { uploadedCoverFile } from "../lib/uploaded-cover-file.ts";
import { toWebCover } from "../lib/web-cover.ts";

/**
 * POST /api/covers: the body is the image's bytes, whatever its Content-Type claims. The bytes
 * decide the type (JPEG, PNG, WebP, GIF or AVIF); the cover is stored as a WebP within
 * COVER_UPLOAD_LIMITS, and only once every check has passed. 201 CoverUploadResponse.
 */
export const uploadCover = route(API.uploadCover, async ({ req }) => {
  const bytes = requestBytes(req);
  if (bytes.length === 0) throw new HttpError(400, ADMIN_MESSAGES.coverEmpty);
  if (bytes.length > COVER_UPLOAD_LIMITS.maxBytes) {
    throw new HttpError(413, ADMIN_MESSAGES.coverTooLarge);
  }
  if (sniffImageType(bytes) === null) throw new HttpError(415, ADMIN_MESSAGES.coverNotImage);
  const cover = await toWebCover(bytes);
  if (!cover.ok) {
    throw cover.reason === "undecodable"
      ? new HttpError(400, ADMIN_MESSAGES.coverNotImage)
      : new HttpError(413, ADMIN_MESSAGES.coverTooDetailed);
  }
  const file = uploadedCoverFile(cover.webp);
  await coverStore.write(file, { contentType: "image/webp", data: cover.webp });
  return answer(API.uploadCover, 201, { coverImage: file });
});
