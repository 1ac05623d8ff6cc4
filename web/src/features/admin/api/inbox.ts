import { useInfiniteQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import type { ContactMessageEntry, SubscriberEntry } from "@shared/admin-api.ts";

import { adminResponse, NEXT_CURSOR_HEADER, pageQuery, type Page } from "./admin-request";
import { adminKeys } from "./query-keys";

export const INBOX_PAGE_SIZE = 20;

async function fetchPage<T>(user: User, path: string, after: string | undefined): Promise<Page<T>> {
  const { body, headers } = await adminResponse(
    user,
    `${path}?${pageQuery(INBOX_PAGE_SIZE, after)}`,
  );
  return { items: body as T[], nextCursor: headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

const FIRST_PAGE: string | undefined = undefined;

/** GET /api/contact: the contact form's messages, newest first. */
export function useContactMessages(user: User) {
  return useInfiniteQuery({
    queryKey: adminKeys.messages,
    queryFn: ({ pageParam }) => fetchPage<ContactMessageEntry>(user, "/api/contact", pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** GET /api/newsletter: the newsletter's subscribers, newest first. */
export function useSubscribers(user: User) {
  return useInfiniteQuery({
    queryKey: adminKeys.subscribers,
    queryFn: ({ pageParam }) => fetchPage<SubscriberEntry>(user, "/api/newsletter", pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
