import { useInfiniteQuery } from "@tanstack/react-query";
import type { User } from "firebase/auth";

import { apiPage } from "@/lib/api-client";
import * as API from "@shared/api/contract.ts";

import { INBOX_PAGE_SIZE } from "./inbox";
import { adminKeys } from "./query-keys";

const FIRST_PAGE: string | undefined = undefined;

/** GET /api/admin/mail: every mail the store wrote, newest first. */
export function useOutbox(user: User) {
  return useInfiniteQuery({
    queryKey: adminKeys.outbox,
    queryFn: async ({ pageParam }) =>
      apiPage(API.listMail, { limit: INBOX_PAGE_SIZE, after: pageParam }, { session: user }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
