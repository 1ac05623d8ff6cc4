import type { RequestHandler } from "express";

import { BOOK_ROUTE_KEY } from "@bookstore/shared/site/route-files.ts";
import { siteRoute, type SiteRoute } from "@bookstore/shared/site/site-routes.ts";

import { configuredStoreOrigin } from "../lib/store-origin.ts";

import { bookPage } from "./book-page.ts";
import { NOT_FOUND_PAGE, PRIVATE_PAGE, type PageAnswer } from "./page-answer.ts";
import { renderShell } from "./render-shell.ts";
import { shellHtml } from "./shell-file.ts";
import { shopperPage, type PageAddress } from "./shopper-page.ts";

async function answerFor(route: SiteRoute, address: PageAddress): Promise<PageAnswer> {
  const origin = configuredStoreOrigin();
  switch (route.kind) {
    case "shopper":
      return shopperPage(route.page, address, origin);
    case "book":
      return (await bookPage(route.id, origin)) ?? NOT_FOUND_PAGE;
    case "private":
      return PRIVATE_PAGE;
    case "unknown":
      return NOT_FOUND_PAGE;
  }
}

/**
 * GET of any page address: the app's shell with the page's own head (title, description,
 * canonical address, social tags, structured data, first-screen data), 404 for an address
 * the store has no page at, a book id included.
 */
export const getPage: RequestHandler = async (req, res) => {
  const route = siteRoute(req.path);
  const query = req.originalUrl.indexOf("?");
  const answer = await answerFor(route, {
    hasQuery: query >= 0,
    params: new URLSearchParams(query >= 0 ? req.originalUrl.slice(query + 1) : ""),
  });
  const routeKey = route.kind === "book" ? BOOK_ROUTE_KEY : req.path;
  const html = renderShell(await shellHtml(), answer.head, routeKey);
  res
    .status(answer.status)
    .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": answer.cacheControl })
    .send(html);
};
