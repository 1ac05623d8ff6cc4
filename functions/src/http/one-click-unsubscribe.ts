import type { Request } from "express";

import * as StockAlertsAPI from "@bookstore/shared/library/stock-alerts-api.ts";
import * as NewsletterAPI from "@bookstore/shared/newsletter/newsletter-api.ts";
import { ONE_CLICK_UNSUBSCRIBE_BODY } from "@bookstore/shared/newsletter/newsletter.ts";

import { requestBytes } from "./request-bytes.ts";

/** The addresses mail's List-Unsubscribe headers name: the newsletter's and the stock alerts'. */
const ONE_CLICK_PATHS: ReadonlySet<string> = new Set([
  NewsletterAPI.unsubscribe.path,
  StockAlertsAPI.stopStockAlerts.path,
]);

/**
 * The one form post the API takes: a mail client's one-click unsubscribe (RFC 8058), which
 * POSTs `List-Unsubscribe=One-Click` form-encoded to the List-Unsubscribe address. Its handler
 * checks that body (isOneClickBody); the address carries the signed token.
 */
export function isOneClickUnsubscribe(req: Request): boolean {
  return (
    req.method === "POST" &&
    ONE_CLICK_PATHS.has(req.path) &&
    typeof req.is("application/x-www-form-urlencoded") === "string"
  );
}

/** Whether the form body is exactly RFC 8058's `List-Unsubscribe=One-Click`. */
export function isOneClickBody(req: Request): boolean {
  const fields = [...new URLSearchParams(requestBytes(req).toString("utf8"))];
  const [name, value] = fields[0] ?? [];
  return fields.length === 1 && `${name ?? ""}=${value ?? ""}` === ONE_CLICK_UNSUBSCRIBE_BODY;
}
