import type { Response } from "express";

import { escapeHtml } from "@bookstore/shared/core/escape-html.ts";
import { tooManyRequestsMessage } from "@bookstore/shared/core/messages.ts";
import { SITE_LIMIT_MESSAGES } from "@bookstore/shared/site/site-route-limits.ts";

import { retryAfterSeconds, minutesLeft } from "../http/fixed-window.ts";

import { pageTitle } from "./page-answer.ts";
import { UNCACHED } from "./page-cache.ts";

/** How a refused route answers: a page for a browser, plain text for a crawler's file. */
export type RefusalFormat = "html" | "text";

function refusalHtml(message: string): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(pageTitle(SITE_LIMIT_MESSAGES.title))}</title></head>`,
    `<body><h1>${escapeHtml(SITE_LIMIT_MESSAGES.title)}</h1><p>${escapeHtml(message)}</p></body>`,
    "</html>",
    "",
  ].join("\n");
}

/**
 * 429 with Retry-After, never stored: the page is a small one of its own, not the app's shell,
 * whose scripts would only ask the server again.
 */
export function sendTooManyRequests(
  res: Response,
  retryAfterMs: number,
  format: RefusalFormat,
): void {
  const message = tooManyRequestsMessage(minutesLeft(retryAfterMs));
  res.status(429).set({
    "Retry-After": String(retryAfterSeconds(retryAfterMs)),
    "Cache-Control": UNCACHED,
  });
  if (format === "html") {
    res.type("html").send(refusalHtml(message));
  } else {
    res.type("text").send(`${SITE_LIMIT_MESSAGES.title}. ${message}\n`);
  }
}
