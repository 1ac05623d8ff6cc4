import { useInfiniteQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiPagesQueryOptions } from "@/lib/api-query";
import * as ContactAPI from "@bookstore/shared/contact/contact-api.ts";
import * as NewsletterAPI from "@bookstore/shared/newsletter/newsletter-api.ts";

export const INBOX_PAGE_SIZE = 20;

/** GET /api/contact: the contact form's messages, newest first. */
export function useContactMessages(user: User) {
  return useInfiniteQuery(
    apiPagesQueryOptions(ContactAPI.listContactMessages, INBOX_PAGE_SIZE, { session: user }),
  );
}

/** GET /api/newsletter: the newsletter's subscribers, newest first. */
export function useSubscribers(user: User) {
  return useInfiniteQuery(
    apiPagesQueryOptions(NewsletterAPI.listSubscribers, INBOX_PAGE_SIZE, { session: user }),
  );
}
