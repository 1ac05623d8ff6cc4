import { useInfiniteQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiPage } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";

import { adminKeys } from "./query-keys";

export const INBOX_PAGE_SIZE = 20;

const FIRST_PAGE: string | undefined = undefined;

/** GET /api/contact: the contact form's messages, newest first. */
export function useContactMessages(user: User) {
  return useInfiniteQuery({
    queryKey: adminKeys.messages,
    queryFn: async ({ pageParam }) =>
      apiPage(
        API.listContactMessages,
        { limit: INBOX_PAGE_SIZE, after: pageParam },
        { session: user },
      ),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** GET /api/newsletter: the newsletter's subscribers, newest first. */
export function useSubscribers(user: User) {
  return useInfiniteQuery({
    queryKey: adminKeys.subscribers,
    queryFn: async ({ pageParam }) =>
      apiPage(API.listSubscribers, { limit: INBOX_PAGE_SIZE, after: pageParam }, { session: user }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
