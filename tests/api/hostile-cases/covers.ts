import { MESSAGES } from "@bookstore/shared/core/messages.ts";
import { ADMIN_MESSAGES } from "@bookstore/shared/dashboard/admin-api.ts";

import {
  PNG_SIGNATURE,
  RUN,
  SCRIPT,
  TOO_LARGE,
  adminOnly,
  pngHeaderClaiming,
  type AnsweredBy,
  type HostileCase,
} from "./fixtures.ts";

export function covers(): HostileCase[] {
  const endpoint = "POST /api/covers";
  const upload = (
    name: string,
    raw: string | (() => Uint8Array),
    contentType: string,
    status: number | number[],
    message?: string,
    answeredBy?: AnsweredBy,
  ): HostileCase => ({
    endpoint,
    name,
    method: "POST",
    path: "/api/covers",
    caller: "admin",
    raw,
    contentType,
    status,
    message,
    answeredBy,
  });
  const png = () => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(64, 1)]);
  return [
    ...adminOnly(endpoint, "POST", "/api/covers").map((entry) => ({
      ...entry,
      raw: png,
      contentType: "image/png",
      json: undefined,
    })),
    upload("an empty body", "", "image/png", 400, ADMIN_MESSAGES.coverEmpty),
    upload(
      "a text file sent as image/png",
      "chapter one notes, not a picture",
      "image/png",
      415,
      ADMIN_MESSAGES.coverNotImage,
    ),
    upload(
      "an SVG with an onload script",
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`,
      "image/svg+xml",
      415,
      ADMIN_MESSAGES.coverNotImage,
    ),
    upload(
      "an HTML page with a script",
      `<!doctype html>${SCRIPT}`,
      "text/html",
      415,
      ADMIN_MESSAGES.coverNotImage,
    ),
    upload(
      "a JSON object",
      JSON.stringify({ coverImage: "x.webp" }),
      "application/json",
      415,
      ADMIN_MESSAGES.coverNotImage,
    ),
    upload(
      "a multipart/form-data upload (a form, not the image's bytes)",
      () =>
        Buffer.concat([
          Buffer.from(
            '--b\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n',
          ),
          png(),
          Buffer.from("\r\n--b--\r\n"),
        ]),
      "multipart/form-data; boundary=b",
      415,
      ADMIN_MESSAGES.coverNotImage,
    ),
    upload(
      "a PNG signature followed by garbage",
      png,
      "image/png",
      400,
      ADMIN_MESSAGES.coverNotImage,
    ),
    upload("a bare GIF89a header", "GIF89a", "image/gif", 400, ADMIN_MESSAGES.coverNotImage),
    upload(
      "a PNG header claiming 100000 x 100000 pixels",
      () => pngHeaderClaiming(100_000, 100_000),
      "image/png",
      [400, 413],
    ),
    upload(
      "a 6 MB body (over the 5 MB cover limit)",
      () => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(6 * 1024 * 1024, 7)]),
      "image/png",
      TOO_LARGE,
      ADMIN_MESSAGES.coverTooLarge,
    ),
    upload(
      "syntactically invalid JSON ({cover:)",
      "{cover:",
      "application/json",
      400,
      undefined,
      "runtime",
    ),
    upload(
      "a 33 MB body (over the runtime's 32 MB parser limit)",
      () => Buffer.alloc(33 * 1024 * 1024, 7),
      "application/octet-stream",
      413,
      undefined,
      "runtime",
    ),
    {
      endpoint,
      name: "GET (a method the route does not serve)",
      method: "GET",
      path: "/api/covers",
      caller: "admin",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
    {
      endpoint,
      name: "DELETE (a method the route does not serve)",
      method: "DELETE",
      path: "/api/covers",
      caller: "admin",
      status: 405,
      message: MESSAGES.methodNotAllowed,
    },
  ];
}
export function coverFiles(): HostileCase[] {
  const endpoint = "GET /covers/:file";
  const get = (
    name: string,
    file: string,
    method = "GET",
    status = 404,
    message: string = MESSAGES.notFound,
  ): HostileCase => ({
    endpoint,
    name,
    method,
    path: `/covers/${file}`,
    status,
    message,
  });
  return [
    // Hosting decodes %2F, resolves the path to /admins/admin and answers its own 404 page: the
    // request never reaches the function (and would get a JSON 404 there).
    {
      ...get("an encoded path traversal ..%2F..%2Fadmins%2Fadmin", "..%2F..%2Fadmins%2Fadmin"),
      message: undefined,
      answeredBy: "hosting",
    },
    {
      ...get("an encoded path traversal, to the function", "..%2F..%2Fadmins%2Fadmin"),
      direct: true,
    },
    get("a name with <script> markup", encodeURIComponent(`${SCRIPT}.svg`)),
    get("a name with a NUL byte", "cover%00.png"),
    get("a 200-character name", `${"c".repeat(196)}.svg`),
    get("a name with .. inside", "a..b.svg"),
    get("the name __proto__", "__proto__"),
    get("an unknown name", `no-such-cover-${RUN}.webp`),
    get(
      "POST (a method the route does not serve)",
      `no-such-cover-${RUN}.webp`,
      "POST",
      405,
      MESSAGES.methodNotAllowed,
    ),
    get(
      "DELETE (a method the route does not serve)",
      `no-such-cover-${RUN}.webp`,
      "DELETE",
      405,
      MESSAGES.methodNotAllowed,
    ),
  ];
}
