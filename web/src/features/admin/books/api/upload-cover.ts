import type { User } from "firebase/auth";

import { checkAnswer } from "@/lib/api-answer-check";
import { ApiError, sessionAuthorization } from "@/lib/api-client";
import { apiPath } from "@bookstore/shared/api/api-path.ts";
import * as API from "@bookstore/shared/catalogue/catalogue-api.ts";
import type { CoverUploadResponse } from "@bookstore/shared/catalogue/catalogue-api.ts";

const UPLOAD_TIMEOUT_MS = 60_000;

function messageOf(responseText: string, fallback: string): string {
  try {
    const body: unknown = JSON.parse(responseText);
    if (
      typeof body === "object" &&
      body !== null &&
      "message" in body &&
      typeof body.message === "string"
    )
      return body.message;
  } catch {
    // not JSON: the status text says it
  }
  return fallback;
}

/**
 * POST /api/covers with the file's bytes as the body. XMLHttpRequest rather than fetch, because
 * only it reports upload progress; `onProgress` gets whole percents.
 */
export async function uploadCover(
  user: User,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CoverUploadResponse> {
  const authorization = await sessionAuthorization(user);
  const body = await new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(API.uploadCover.method, apiPath(API.uploadCover, {}));
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.setRequestHeader("Authorization", authorization);
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    });
    request.addEventListener("load", () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(JSON.parse(request.responseText));
        } catch {
          reject(new ApiError("PARSING_ERROR", "The server sent an unreadable answer."));
        }
        return;
      }
      reject(
        new ApiError(
          request.status,
          messageOf(request.responseText, request.statusText),
          request.statusText,
        ),
      );
    });
    request.addEventListener("error", () => {
      reject(new ApiError("FETCH_ERROR", "Network error."));
    });
    request.addEventListener("timeout", () => {
      reject(new ApiError("TIMEOUT_ERROR", "The request timed out."));
    });
    request.send(file);
  });
  const answer = checkAnswer(API.uploadCover, body);
  onProgress(100);
  return answer;
}
