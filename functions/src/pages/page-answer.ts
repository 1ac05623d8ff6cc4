import { STORE_NAME } from "@bookstore/shared/site/store-name.ts";

import { UNCACHED } from "./page-cache.ts";
import type { PageHead } from "./page-head.ts";

/** A page as the server answers it: its status, its head and how long it may be reused. */
export interface PageAnswer {
  status: number;
  head: PageHead;
  cacheControl: string;
}

/** The description the app's shell carries for every page of its own. */
export const STORE_DESCRIPTION = `${STORE_NAME}: browse, search and order books with cash on delivery.`;

/** `<page> | Book Store`. */
export function pageTitle(page: string): string {
  return `${page} | ${STORE_NAME}`;
}

/** A page of the app that belongs to a visitor or the admins: the shell, never listed. */
export const PRIVATE_PAGE: PageAnswer = {
  status: 200,
  head: { title: STORE_NAME, description: STORE_DESCRIPTION, noindex: true },
  cacheControl: UNCACHED,
};

/** An address the store has no page at: the shell, whose router shows its not-found screen. */
export const NOT_FOUND_PAGE: PageAnswer = {
  status: 404,
  head: { title: pageTitle("Page not found"), description: STORE_DESCRIPTION, noindex: true },
  cacheControl: UNCACHED,
};
